; ModuleID = "loop_steps_chains.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", i32 %".7", i32 %".8", i32 %".9") alwaysinline
{
entry:
  %"p3" = alloca i1
  %"p2" = alloca i1
  %"p1" = alloca i1
  %"p0" = alloca i1
  %"rd7" = alloca i64
  %"rd6" = alloca i64
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"r19" = alloca i32
  %"r18" = alloca i32
  %"r17" = alloca i32
  %"r16" = alloca i32
  %"r15" = alloca i32
  %"r14" = alloca i32
  %"r13" = alloca i32
  %"r12" = alloca i32
  %"r11" = alloca i32
  %"r10" = alloca i32
  %"r9" = alloca i32
  %"r8" = alloca i32
  %"r7" = alloca i32
  %"r6" = alloca i32
  %"r5" = alloca i32
  %"r4" = alloca i32
  %"r3" = alloca i32
  %"r2" = alloca i32
  %"r1" = alloca i32
  %"r0" = alloca i32
  %".11" = load ptr, ptr %".1", !invariant.group !0, !noalias !17, !llvm.access.group !18
  %".12" = getelementptr i8, ptr %".11", i64 0
  %".13" = getelementptr i8, ptr %".11", i64 8
  %".14" = getelementptr i8, ptr %".11", i64 16
  %".15" = getelementptr i8, ptr %".2", i64 192
  %".16" = load ptr, ptr %".15", !noalias !17, !llvm.access.group !18
  %".17" = zext i32 %".9" to i64
  %".18" = zext i32 %".8" to i64
  %".19" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".19", i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".21" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".21", i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".23" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i32 %".23", i32* %"r1", !noalias !17, !llvm.access.group !18
  store i32 %".4", i32* %"r2", !noalias !17, !llvm.access.group !18
  %".26" = getelementptr i8, ptr %".1", i64 20
  %".27" = load i32, ptr %".26", !range !1, !noalias !17, !llvm.access.group !18
  store i32 %".27", i32* %"r3", !noalias !17, !llvm.access.group !18
  %".29" = getelementptr i8, ptr %".2", i64 0
  %".30" = load i32, ptr %".29", !range !2, !noalias !17, !llvm.access.group !18
  store i32 %".30", i32* %"r4", !noalias !17, !llvm.access.group !18
  %".32" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".33" = and i32 %".32", 31
  store i32 %".33", i32* %"r10", !noalias !17, !llvm.access.group !18
  %".35" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".36" = icmp uge i32 5, 32
  %".37" = select  i1 %".36", i32 0, i32 5
  %".38" = lshr i32 %".35", %".37"
  %".39" = select  i1 %".36", i32 0, i32 %".38"
  store i32 %".39", i32* %"r11", !noalias !17, !llvm.access.group !18
  %".41" = load i32, i32* %"r11", !noalias !17, !llvm.access.group !18
  %".42" = icmp uge i32 2, 32
  %".43" = select  i1 %".42", i32 0, i32 2
  %".44" = shl i32 %".41", %".43"
  %".45" = select  i1 %".42", i32 0, i32 %".44"
  store i32 %".45", i32* %"r13", !noalias !17, !llvm.access.group !18
  %".47" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".48" = zext i32 %".47" to i64
  %".49" = zext i32 4 to i64
  %".50" = mul i64 %".48", %".49"
  store i64 %".50", i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".52" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".53" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".54" = add i64 %".52", %".53"
  store i64 %".54", i64* %"rd6", !noalias !17, !llvm.access.group !18
  %".126" = getelementptr i8, ptr %".1", i64 20
  %".127" = load i32, ptr %".126", !range !1, !noalias !17, !llvm.access.group !18
  %".128" = getelementptr i8, ptr %".1", i64 24
  %".129" = load i32, ptr %".128", !range !1, !noalias !17, !llvm.access.group !18
  %".130" = mul nuw nsw i32 %".129", %".6"
  %".131" = add nuw nsw i32 %".5", %".130"
  %".132" = mul nuw nsw i32 %".127", %".131"
  %".133" = add nuw nsw i32 %".4", %".132"
  %".620" = and i32 %".7", 65535
  switch i32 %".620", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7"]
body:
  %".56" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".56", i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".58" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".58", i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".60" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i32 %".60", i32* %"r1", !noalias !17, !llvm.access.group !18
  store i32 %".4", i32* %"r2", !noalias !17, !llvm.access.group !18
  %".63" = getelementptr i8, ptr %".1", i64 20
  %".64" = load i32, ptr %".63", !range !1, !noalias !17, !llvm.access.group !18
  store i32 %".64", i32* %"r3", !noalias !17, !llvm.access.group !18
  %".66" = getelementptr i8, ptr %".2", i64 0
  %".67" = load i32, ptr %".66", !range !2, !noalias !17, !llvm.access.group !18
  store i32 %".67", i32* %"r4", !noalias !17, !llvm.access.group !18
  store i32 0, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".70" = mul nuw nsw i64 %".17", 12
  %".71" = mul nuw nsw i64 %".18", 4
  %".72" = add nuw nsw i64 %".70", %".71"
  %".73" = getelementptr i8, ptr %".16", i64 %".72"
  store i32 0, ptr %".73", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".75" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  store i32 %".75", i32* %"r6", !noalias !17, !llvm.access.group !18
  %".77" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".78" = load i32, i32* %"r1", !noalias !17, !llvm.access.group !18
  %".79" = icmp uge i32 %".77", %".78"
  store i1 %".79", i1* %"p1", !noalias !17, !llvm.access.group !18
  %".81" = load i1, i1* %"p1", !noalias !17, !llvm.access.group !18
  br i1 %".81", label %"DONE", label %"fall"
LOOP:
  %".84" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".85" = zext i32 %".84" to i64
  %".86" = zext i32 4 to i64
  %".87" = mul i64 %".85", %".86"
  store i64 %".87", i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".89" = load i64, i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".90" = load i64, i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".91" = add i64 %".89", %".90"
  store i64 %".91", i64* %"rd4", !noalias !17, !llvm.access.group !18
  %".93" = load i64, i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".94" = load i64, i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".95" = inttoptr i64 %".94" to ptr
  %".96" = getelementptr i8, ptr %".95", i64 %".93"
  %".97" = load i32, ptr %".96", align 4, !noalias !17, !llvm.access.group !18
  store i32 %".97", i32* %"r7", !noalias !17, !llvm.access.group !18
  %".99" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".100" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".101" = add i32 %".99", %".100"
  store i32 %".101", i32* %"r8", !noalias !17, !llvm.access.group !18
  %".103" = load i32, i32* %"r7", !noalias !17, !llvm.access.group !18
  %".104" = load i32, i32* %"r8", !noalias !17, !llvm.access.group !18
  %".105" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".106" = mul i32 %".103", %".104"
  %".107" = add i32 %".106", %".105"
  store i32 %".107", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".109" = mul nuw nsw i64 %".17", 12
  %".110" = mul nuw nsw i64 %".18", 4
  %".111" = add nuw nsw i64 %".109", %".110"
  %".112" = getelementptr i8, ptr %".16", i64 %".111"
  store i32 %".107", ptr %".112", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".114" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".115" = load i32, i32* %"r3", !noalias !17, !llvm.access.group !18
  %".116" = add i32 %".114", %".115"
  store i32 %".116", i32* %"r6", !noalias !17, !llvm.access.group !18
  %".118" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".119" = load i32, i32* %"r1", !noalias !17, !llvm.access.group !18
  %".120" = icmp ult i32 %".118", %".119"
  store i1 %".120", i1* %"p2", !noalias !17, !llvm.access.group !18
  %".122" = load i1, i1* %"p2", !noalias !17, !llvm.access.group !18
  br i1 %".122", label %"LOOP", label %"fall.1"
DONE:
  %".125" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".134" = getelementptr i8, ptr %".2", i64 224
  %".135" = load ptr, ptr %".134", !noalias !17, !llvm.access.group !18
  %".136" = zext i32 %".133" to i64
  %".137" = getelementptr i32, ptr %".135", i64 %".136"
  store i32 %".125", ptr %".137", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 17
WARPS:
  %".579" = load i32, i32* %"r17", !noalias !17, !llvm.access.group !18
  %".580" = sext i32 %".579" to i64
  %".581" = getelementptr i8, ptr %".2", i64 16
  %".582" = load ptr, ptr %".581", !noalias !17, !llvm.access.group !18
  %".583" = getelementptr i8, ptr %".582", i64 %".580"
  %".584" = load i32, ptr %".583", align 4, !noalias !17, !llvm.access.group !18
  store i32 %".584", i32* %"r18", !noalias !17, !llvm.access.group !18
  %".586" = load i32, i32* %"r14", !noalias !17, !llvm.access.group !18
  %".587" = load i32, i32* %"r18", !noalias !17, !llvm.access.group !18
  %".588" = add i32 %".586", %".587"
  store i32 %".588", i32* %"r14", !noalias !17, !llvm.access.group !18
  %".590" = load i32, i32* %"r17", !noalias !17, !llvm.access.group !18
  %".591" = add i32 %".590", 4
  store i32 %".591", i32* %"r17", !noalias !17, !llvm.access.group !18
  %".593" = load i32, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".594" = add i32 %".593", 1
  store i32 %".594", i32* %"r15", !noalias !17, !llvm.access.group !18
  %".596" = load i32, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".597" = load i32, i32* %"r16", !noalias !17, !llvm.access.group !18
  %".598" = icmp ult i32 %".596", %".597"
  store i1 %".598", i1* %"p1", !noalias !17, !llvm.access.group !18
  %".600" = load i1, i1* %"p1", !noalias !17, !llvm.access.group !18
  br i1 %".600", label %"WARPS", label %"fall.3"
END:
  ret i32 3
fall:
  br label %"LOOP"
fall.1:
  br label %"DONE"
resume1:
  %".140" = mul nuw nsw i64 %".17", 12
  %".141" = mul nuw nsw i64 %".18", 4
  %".142" = add nuw nsw i64 %".140", %".141"
  %".143" = getelementptr i8, ptr %".16", i64 %".142"
  %".144" = load i32, ptr %".143", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".144", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".146" = lshr i32 %".133", 5
  %".147" = mul i32 %".146", 32
  %".148" = getelementptr i8, ptr %".2", i64 216
  %".149" = load ptr, ptr %".148", !noalias !17, !llvm.access.group !18
  %".150" = zext i32 %".147" to i64
  %".151" = getelementptr i32, ptr %".149", i64 %".150"
  %".152" = getelementptr i8, ptr %".2", i64 32
  %".153" = load ptr, ptr %".152", !noalias !17, !llvm.access.group !18
  %".154" = lshr i32 %".133", 5
  %".155" = zext i32 %".154" to i64
  %".156" = getelementptr i64, ptr %".153", i64 %".155"
  %".157" = load i64, ptr %".156", !noalias !17, !llvm.access.group !18
  %".158" = trunc i64 %".157" to i32
  %".159" = and i32 %".133", 31
  %".160" = and i32 16, 31
  %".161" = and i32 31, 31
  %".162" = lshr i32 31, 8
  %".163" = and i32 %".162", 31
  %".164" = and i32 %".159", %".163"
  %".165" = xor i32 %".163", -1
  %".166" = and i32 %".161", %".165"
  %".167" = or i32 %".164", %".166"
  %".168" = and i32 %".159", %".163"
  %".169" = xor i32 %".159", %".160"
  %".170" = icmp sle i32 %".169", %".167"
  %".171" = select  i1 %".170", i32 %".169", i32 %".159"
  %".172" = zext i32 %".133" to i64
  %".173" = getelementptr i8, ptr %".2", i64 216
  %".174" = load ptr, ptr %".173", !noalias !17, !llvm.access.group !18
  %".175" = getelementptr i32, ptr %".174", i64 %".172"
  %".176" = load i32, ptr %".175", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".177" = zext i32 %".176" to i64
  %".178" = zext i32 %".160" to i64
  %".179" = and i32 %".133", %".160"
  %".180" = icmp ne i32 %".179", 0
  %".181" = sub i64 %".172", %".178"
  %".182" = getelementptr i8, ptr %".2", i64 216
  %".183" = load ptr, ptr %".182", !noalias !17, !llvm.access.group !18
  %".184" = getelementptr i32, ptr %".183", i64 %".181"
  %".185" = load i32, ptr %".184", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".186" = zext i32 %".185" to i64
  %".187" = add i64 %".172", %".178"
  %".188" = getelementptr i8, ptr %".2", i64 216
  %".189" = load ptr, ptr %".188", !noalias !17, !llvm.access.group !18
  %".190" = getelementptr i32, ptr %".189", i64 %".187"
  %".191" = load i32, ptr %".190", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".192" = zext i32 %".191" to i64
  %".193" = select  i1 %".180", i64 %".186", i64 %".192"
  %".194" = select  i1 %".170", i64 %".193", i64 %".177"
  %".195" = trunc i64 %".194" to i32
  store i32 %".195", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".197" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".198" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".199" = add i32 %".197", %".198"
  store i32 %".199", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".201" = mul nuw nsw i64 %".17", 12
  %".202" = mul nuw nsw i64 %".18", 4
  %".203" = add nuw nsw i64 %".201", %".202"
  %".204" = getelementptr i8, ptr %".16", i64 %".203"
  store i32 %".199", ptr %".204", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".206" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".207" = getelementptr i8, ptr %".2", i64 224
  %".208" = load ptr, ptr %".207", !noalias !17, !llvm.access.group !18
  %".209" = zext i32 %".133" to i64
  %".210" = getelementptr i32, ptr %".208", i64 %".209"
  store i32 %".206", ptr %".210", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 33
resume2:
  %".213" = mul nuw nsw i64 %".17", 12
  %".214" = mul nuw nsw i64 %".18", 4
  %".215" = add nuw nsw i64 %".213", %".214"
  %".216" = getelementptr i8, ptr %".16", i64 %".215"
  %".217" = load i32, ptr %".216", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".217", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".219" = lshr i32 %".133", 5
  %".220" = mul i32 %".219", 32
  %".221" = getelementptr i8, ptr %".2", i64 216
  %".222" = load ptr, ptr %".221", !noalias !17, !llvm.access.group !18
  %".223" = zext i32 %".220" to i64
  %".224" = getelementptr i32, ptr %".222", i64 %".223"
  %".225" = getelementptr i8, ptr %".2", i64 32
  %".226" = load ptr, ptr %".225", !noalias !17, !llvm.access.group !18
  %".227" = lshr i32 %".133", 5
  %".228" = zext i32 %".227" to i64
  %".229" = getelementptr i64, ptr %".226", i64 %".228"
  %".230" = load i64, ptr %".229", !noalias !17, !llvm.access.group !18
  %".231" = trunc i64 %".230" to i32
  %".232" = and i32 %".133", 31
  %".233" = and i32 8, 31
  %".234" = and i32 31, 31
  %".235" = lshr i32 31, 8
  %".236" = and i32 %".235", 31
  %".237" = and i32 %".232", %".236"
  %".238" = xor i32 %".236", -1
  %".239" = and i32 %".234", %".238"
  %".240" = or i32 %".237", %".239"
  %".241" = and i32 %".232", %".236"
  %".242" = xor i32 %".232", %".233"
  %".243" = icmp sle i32 %".242", %".240"
  %".244" = select  i1 %".243", i32 %".242", i32 %".232"
  %".245" = zext i32 %".133" to i64
  %".246" = getelementptr i8, ptr %".2", i64 216
  %".247" = load ptr, ptr %".246", !noalias !17, !llvm.access.group !18
  %".248" = getelementptr i32, ptr %".247", i64 %".245"
  %".249" = load i32, ptr %".248", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".250" = zext i32 %".249" to i64
  %".251" = zext i32 %".233" to i64
  %".252" = and i32 %".133", %".233"
  %".253" = icmp ne i32 %".252", 0
  %".254" = sub i64 %".245", %".251"
  %".255" = getelementptr i8, ptr %".2", i64 216
  %".256" = load ptr, ptr %".255", !noalias !17, !llvm.access.group !18
  %".257" = getelementptr i32, ptr %".256", i64 %".254"
  %".258" = load i32, ptr %".257", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".259" = zext i32 %".258" to i64
  %".260" = add i64 %".245", %".251"
  %".261" = getelementptr i8, ptr %".2", i64 216
  %".262" = load ptr, ptr %".261", !noalias !17, !llvm.access.group !18
  %".263" = getelementptr i32, ptr %".262", i64 %".260"
  %".264" = load i32, ptr %".263", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".265" = zext i32 %".264" to i64
  %".266" = select  i1 %".253", i64 %".259", i64 %".265"
  %".267" = select  i1 %".243", i64 %".266", i64 %".250"
  %".268" = trunc i64 %".267" to i32
  store i32 %".268", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".270" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".271" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".272" = add i32 %".270", %".271"
  store i32 %".272", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".274" = mul nuw nsw i64 %".17", 12
  %".275" = mul nuw nsw i64 %".18", 4
  %".276" = add nuw nsw i64 %".274", %".275"
  %".277" = getelementptr i8, ptr %".16", i64 %".276"
  store i32 %".272", ptr %".277", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".279" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".280" = getelementptr i8, ptr %".2", i64 224
  %".281" = load ptr, ptr %".280", !noalias !17, !llvm.access.group !18
  %".282" = zext i32 %".133" to i64
  %".283" = getelementptr i32, ptr %".281", i64 %".282"
  store i32 %".279", ptr %".283", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 49
resume3:
  %".286" = mul nuw nsw i64 %".17", 12
  %".287" = mul nuw nsw i64 %".18", 4
  %".288" = add nuw nsw i64 %".286", %".287"
  %".289" = getelementptr i8, ptr %".16", i64 %".288"
  %".290" = load i32, ptr %".289", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".290", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".292" = lshr i32 %".133", 5
  %".293" = mul i32 %".292", 32
  %".294" = getelementptr i8, ptr %".2", i64 216
  %".295" = load ptr, ptr %".294", !noalias !17, !llvm.access.group !18
  %".296" = zext i32 %".293" to i64
  %".297" = getelementptr i32, ptr %".295", i64 %".296"
  %".298" = getelementptr i8, ptr %".2", i64 32
  %".299" = load ptr, ptr %".298", !noalias !17, !llvm.access.group !18
  %".300" = lshr i32 %".133", 5
  %".301" = zext i32 %".300" to i64
  %".302" = getelementptr i64, ptr %".299", i64 %".301"
  %".303" = load i64, ptr %".302", !noalias !17, !llvm.access.group !18
  %".304" = trunc i64 %".303" to i32
  %".305" = and i32 %".133", 31
  %".306" = and i32 4, 31
  %".307" = and i32 31, 31
  %".308" = lshr i32 31, 8
  %".309" = and i32 %".308", 31
  %".310" = and i32 %".305", %".309"
  %".311" = xor i32 %".309", -1
  %".312" = and i32 %".307", %".311"
  %".313" = or i32 %".310", %".312"
  %".314" = and i32 %".305", %".309"
  %".315" = xor i32 %".305", %".306"
  %".316" = icmp sle i32 %".315", %".313"
  %".317" = select  i1 %".316", i32 %".315", i32 %".305"
  %".318" = zext i32 %".133" to i64
  %".319" = getelementptr i8, ptr %".2", i64 216
  %".320" = load ptr, ptr %".319", !noalias !17, !llvm.access.group !18
  %".321" = getelementptr i32, ptr %".320", i64 %".318"
  %".322" = load i32, ptr %".321", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".323" = zext i32 %".322" to i64
  %".324" = zext i32 %".306" to i64
  %".325" = and i32 %".133", %".306"
  %".326" = icmp ne i32 %".325", 0
  %".327" = sub i64 %".318", %".324"
  %".328" = getelementptr i8, ptr %".2", i64 216
  %".329" = load ptr, ptr %".328", !noalias !17, !llvm.access.group !18
  %".330" = getelementptr i32, ptr %".329", i64 %".327"
  %".331" = load i32, ptr %".330", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".332" = zext i32 %".331" to i64
  %".333" = add i64 %".318", %".324"
  %".334" = getelementptr i8, ptr %".2", i64 216
  %".335" = load ptr, ptr %".334", !noalias !17, !llvm.access.group !18
  %".336" = getelementptr i32, ptr %".335", i64 %".333"
  %".337" = load i32, ptr %".336", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".338" = zext i32 %".337" to i64
  %".339" = select  i1 %".326", i64 %".332", i64 %".338"
  %".340" = select  i1 %".316", i64 %".339", i64 %".323"
  %".341" = trunc i64 %".340" to i32
  store i32 %".341", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".343" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".344" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".345" = add i32 %".343", %".344"
  store i32 %".345", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".347" = mul nuw nsw i64 %".17", 12
  %".348" = mul nuw nsw i64 %".18", 4
  %".349" = add nuw nsw i64 %".347", %".348"
  %".350" = getelementptr i8, ptr %".16", i64 %".349"
  store i32 %".345", ptr %".350", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".352" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".353" = getelementptr i8, ptr %".2", i64 224
  %".354" = load ptr, ptr %".353", !noalias !17, !llvm.access.group !18
  %".355" = zext i32 %".133" to i64
  %".356" = getelementptr i32, ptr %".354", i64 %".355"
  store i32 %".352", ptr %".356", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 65
resume4:
  %".359" = mul nuw nsw i64 %".17", 12
  %".360" = mul nuw nsw i64 %".18", 4
  %".361" = add nuw nsw i64 %".359", %".360"
  %".362" = getelementptr i8, ptr %".16", i64 %".361"
  %".363" = load i32, ptr %".362", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".363", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".365" = lshr i32 %".133", 5
  %".366" = mul i32 %".365", 32
  %".367" = getelementptr i8, ptr %".2", i64 216
  %".368" = load ptr, ptr %".367", !noalias !17, !llvm.access.group !18
  %".369" = zext i32 %".366" to i64
  %".370" = getelementptr i32, ptr %".368", i64 %".369"
  %".371" = getelementptr i8, ptr %".2", i64 32
  %".372" = load ptr, ptr %".371", !noalias !17, !llvm.access.group !18
  %".373" = lshr i32 %".133", 5
  %".374" = zext i32 %".373" to i64
  %".375" = getelementptr i64, ptr %".372", i64 %".374"
  %".376" = load i64, ptr %".375", !noalias !17, !llvm.access.group !18
  %".377" = trunc i64 %".376" to i32
  %".378" = and i32 %".133", 31
  %".379" = and i32 2, 31
  %".380" = and i32 31, 31
  %".381" = lshr i32 31, 8
  %".382" = and i32 %".381", 31
  %".383" = and i32 %".378", %".382"
  %".384" = xor i32 %".382", -1
  %".385" = and i32 %".380", %".384"
  %".386" = or i32 %".383", %".385"
  %".387" = and i32 %".378", %".382"
  %".388" = xor i32 %".378", %".379"
  %".389" = icmp sle i32 %".388", %".386"
  %".390" = select  i1 %".389", i32 %".388", i32 %".378"
  %".391" = zext i32 %".133" to i64
  %".392" = getelementptr i8, ptr %".2", i64 216
  %".393" = load ptr, ptr %".392", !noalias !17, !llvm.access.group !18
  %".394" = getelementptr i32, ptr %".393", i64 %".391"
  %".395" = load i32, ptr %".394", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".396" = zext i32 %".395" to i64
  %".397" = zext i32 %".379" to i64
  %".398" = and i32 %".133", %".379"
  %".399" = icmp ne i32 %".398", 0
  %".400" = sub i64 %".391", %".397"
  %".401" = getelementptr i8, ptr %".2", i64 216
  %".402" = load ptr, ptr %".401", !noalias !17, !llvm.access.group !18
  %".403" = getelementptr i32, ptr %".402", i64 %".400"
  %".404" = load i32, ptr %".403", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".405" = zext i32 %".404" to i64
  %".406" = add i64 %".391", %".397"
  %".407" = getelementptr i8, ptr %".2", i64 216
  %".408" = load ptr, ptr %".407", !noalias !17, !llvm.access.group !18
  %".409" = getelementptr i32, ptr %".408", i64 %".406"
  %".410" = load i32, ptr %".409", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".411" = zext i32 %".410" to i64
  %".412" = select  i1 %".399", i64 %".405", i64 %".411"
  %".413" = select  i1 %".389", i64 %".412", i64 %".396"
  %".414" = trunc i64 %".413" to i32
  store i32 %".414", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".416" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".417" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".418" = add i32 %".416", %".417"
  store i32 %".418", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".420" = mul nuw nsw i64 %".17", 12
  %".421" = mul nuw nsw i64 %".18", 4
  %".422" = add nuw nsw i64 %".420", %".421"
  %".423" = getelementptr i8, ptr %".16", i64 %".422"
  store i32 %".418", ptr %".423", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".425" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".426" = getelementptr i8, ptr %".2", i64 224
  %".427" = load ptr, ptr %".426", !noalias !17, !llvm.access.group !18
  %".428" = zext i32 %".133" to i64
  %".429" = getelementptr i32, ptr %".427", i64 %".428"
  store i32 %".425", ptr %".429", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 81
resume5:
  %".432" = mul nuw nsw i64 %".17", 12
  %".433" = mul nuw nsw i64 %".18", 4
  %".434" = add nuw nsw i64 %".432", %".433"
  %".435" = getelementptr i8, ptr %".16", i64 %".434"
  %".436" = load i32, ptr %".435", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".436", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".438" = lshr i32 %".133", 5
  %".439" = mul i32 %".438", 32
  %".440" = getelementptr i8, ptr %".2", i64 216
  %".441" = load ptr, ptr %".440", !noalias !17, !llvm.access.group !18
  %".442" = zext i32 %".439" to i64
  %".443" = getelementptr i32, ptr %".441", i64 %".442"
  %".444" = getelementptr i8, ptr %".2", i64 32
  %".445" = load ptr, ptr %".444", !noalias !17, !llvm.access.group !18
  %".446" = lshr i32 %".133", 5
  %".447" = zext i32 %".446" to i64
  %".448" = getelementptr i64, ptr %".445", i64 %".447"
  %".449" = load i64, ptr %".448", !noalias !17, !llvm.access.group !18
  %".450" = trunc i64 %".449" to i32
  %".451" = and i32 %".133", 31
  %".452" = and i32 1, 31
  %".453" = and i32 31, 31
  %".454" = lshr i32 31, 8
  %".455" = and i32 %".454", 31
  %".456" = and i32 %".451", %".455"
  %".457" = xor i32 %".455", -1
  %".458" = and i32 %".453", %".457"
  %".459" = or i32 %".456", %".458"
  %".460" = and i32 %".451", %".455"
  %".461" = xor i32 %".451", %".452"
  %".462" = icmp sle i32 %".461", %".459"
  %".463" = select  i1 %".462", i32 %".461", i32 %".451"
  %".464" = zext i32 %".133" to i64
  %".465" = getelementptr i8, ptr %".2", i64 216
  %".466" = load ptr, ptr %".465", !noalias !17, !llvm.access.group !18
  %".467" = getelementptr i32, ptr %".466", i64 %".464"
  %".468" = load i32, ptr %".467", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".469" = zext i32 %".468" to i64
  %".470" = zext i32 %".452" to i64
  %".471" = and i32 %".133", %".452"
  %".472" = icmp ne i32 %".471", 0
  %".473" = sub i64 %".464", %".470"
  %".474" = getelementptr i8, ptr %".2", i64 216
  %".475" = load ptr, ptr %".474", !noalias !17, !llvm.access.group !18
  %".476" = getelementptr i32, ptr %".475", i64 %".473"
  %".477" = load i32, ptr %".476", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".478" = zext i32 %".477" to i64
  %".479" = add i64 %".464", %".470"
  %".480" = getelementptr i8, ptr %".2", i64 216
  %".481" = load ptr, ptr %".480", !noalias !17, !llvm.access.group !18
  %".482" = getelementptr i32, ptr %".481", i64 %".479"
  %".483" = load i32, ptr %".482", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".484" = zext i32 %".483" to i64
  %".485" = select  i1 %".472", i64 %".478", i64 %".484"
  %".486" = select  i1 %".462", i64 %".485", i64 %".469"
  %".487" = trunc i64 %".486" to i32
  store i32 %".487", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".489" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".490" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".491" = add i32 %".489", %".490"
  store i32 %".491", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".493" = mul nuw nsw i64 %".17", 12
  %".494" = mul nuw nsw i64 %".18", 4
  %".495" = add nuw nsw i64 %".493", %".494"
  %".496" = getelementptr i8, ptr %".16", i64 %".495"
  store i32 %".491", ptr %".496", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".498" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".499" = and i32 %".498", 31
  store i32 %".499", i32* %"r10", !noalias !17, !llvm.access.group !18
  %".501" = load i32, i32* %"r10", !noalias !17, !llvm.access.group !18
  %".502" = icmp ne i32 %".501", 0
  store i1 %".502", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".504" = zext i1 %".502" to i8
  %".505" = mul nuw nsw i64 %".17", 8
  %".506" = mul nuw nsw i64 %".18", 1
  %".507" = add nuw nsw i64 %".505", %".506"
  %".508" = getelementptr i8, ptr %".16", i64 %".507"
  store i8 %".504", ptr %".508", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".510" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".511" = icmp uge i32 5, 32
  %".512" = select  i1 %".511", i32 0, i32 5
  %".513" = lshr i32 %".510", %".512"
  %".514" = select  i1 %".511", i32 0, i32 %".513"
  store i32 %".514", i32* %"r11", !noalias !17, !llvm.access.group !18
  ret i32 101
resume6:
  %".517" = mul nuw nsw i64 %".17", 8
  %".518" = mul nuw nsw i64 %".18", 1
  %".519" = add nuw nsw i64 %".517", %".518"
  %".520" = getelementptr i8, ptr %".16", i64 %".519"
  %".521" = load i8, ptr %".520", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".522" = trunc i8 %".521" to i1
  store i1 %".522", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".524" = mul nuw nsw i64 %".17", 12
  %".525" = mul nuw nsw i64 %".18", 4
  %".526" = add nuw nsw i64 %".524", %".525"
  %".527" = getelementptr i8, ptr %".16", i64 %".526"
  %".528" = load i32, ptr %".527", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".528", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".530" = trunc i64 0 to i32
  store i32 %".530", i32* %"r12", !noalias !17, !llvm.access.group !18
  %".532" = load i32, i32* %"r11", !noalias !17, !llvm.access.group !18
  %".533" = icmp uge i32 2, 32
  %".534" = select  i1 %".533", i32 0, i32 2
  %".535" = shl i32 %".532", %".534"
  %".536" = select  i1 %".533", i32 0, i32 %".535"
  store i32 %".536", i32* %"r13", !noalias !17, !llvm.access.group !18
  %".538" = load i32, i32* %"r12", !noalias !17, !llvm.access.group !18
  %".539" = load i32, i32* %"r13", !noalias !17, !llvm.access.group !18
  %".540" = add i32 %".538", %".539"
  store i32 %".540", i32* %"r12", !noalias !17, !llvm.access.group !18
  %".542" = load i1, i1* %"p3", !noalias !17, !llvm.access.group !18
  %".543" = xor i1 %".542", -1
  br i1 %".543", label %"guarded", label %"after"
guarded:
  %".545" = load i32, i32* %"r12", !noalias !17, !llvm.access.group !18
  %".546" = sext i32 %".545" to i64
  %".547" = getelementptr i8, ptr %".2", i64 16
  %".548" = load ptr, ptr %".547", !noalias !17, !llvm.access.group !18
  %".549" = getelementptr i8, ptr %".548", i64 %".546"
  %".550" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  store i32 %".550", ptr %".549", align 4, !noalias !17, !llvm.access.group !18
  br label %"after"
after:
  ret i32 114
resume7:
  %".554" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".555" = icmp ne i32 %".554", 0
  store i1 %".555", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".557" = zext i1 %".555" to i8
  %".558" = mul nuw nsw i64 %".17", 8
  %".559" = mul nuw nsw i64 %".18", 1
  %".560" = add nuw nsw i64 %".558", %".559"
  %".561" = getelementptr i8, ptr %".16", i64 %".560"
  store i8 %".557", ptr %".561", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".563" = load i1, i1* %"p3", !noalias !17, !llvm.access.group !18
  br i1 %".563", label %"END", label %"fall.2"
fall.2:
  store i32 0, i32* %"r14", !noalias !17, !llvm.access.group !18
  store i32 0, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".567" = load i32, i32* %"r3", !noalias !17, !llvm.access.group !18
  %".568" = add i32 %".567", 31
  store i32 %".568", i32* %"r16", !noalias !17, !llvm.access.group !18
  %".570" = load i32, i32* %"r16", !noalias !17, !llvm.access.group !18
  %".571" = icmp uge i32 5, 32
  %".572" = select  i1 %".571", i32 0, i32 5
  %".573" = lshr i32 %".570", %".572"
  %".574" = select  i1 %".571", i32 0, i32 %".573"
  store i32 %".574", i32* %"r16", !noalias !17, !llvm.access.group !18
  %".576" = trunc i64 0 to i32
  store i32 %".576", i32* %"r17", !noalias !17, !llvm.access.group !18
  br label %"WARPS"
fall.3:
  %".602" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".603" = zext i32 %".602" to i64
  %".604" = zext i32 4 to i64
  %".605" = mul i64 %".603", %".604"
  store i64 %".605", i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".607" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".608" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".609" = add i64 %".607", %".608"
  store i64 %".609", i64* %"rd6", !noalias !17, !llvm.access.group !18
  %".611" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".612" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".613" = inttoptr i64 %".612" to ptr
  %".614" = getelementptr i8, ptr %".613", i64 %".611"
  %".615" = load i32, i32* %"r14", !noalias !17, !llvm.access.group !18
  store i32 %".615", ptr %".614", align 4, !noalias !17, !llvm.access.group !18
  br label %"END"
region.bad:
  unreachable
}

define internal void @"__zk_chain_k_1"(ptr %".1", ptr %".2", i32 %".3") alwaysinline
{
entry:
  %".5" = insertelement <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %".3", i32 0
  %".6" = shufflevector <32 x i32> %".5", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".7" = add <32 x i32> %".6", <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %".8" = getelementptr i8, ptr %".1", i64 20
  %".9" = load i32, ptr %".8", !range !1
  %".10" = insertelement <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %".9", i32 0
  %".11" = shufflevector <32 x i32> %".10", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".12" = getelementptr i8, ptr %".1", i64 60
  %".13" = load i32, ptr %".12", !range !1
  %".14" = zext i32 %".13" to i64
  %".15" = getelementptr i8, ptr %".2", i64 192
  %".16" = load ptr, ptr %".15"
  %".17" = zext i32 %".3" to i64
  %".18" = getelementptr i8, ptr %".2", i64 216
  %".19" = load ptr, ptr %".18"
  %".20" = getelementptr i32, ptr %".19", i64 %".17"
  %".21" = load <32 x i32>, ptr %".20", align 4
  %".22" = shufflevector <32 x i32> %".21", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %".23" = add <32 x i32> %".21", %".22"
  %".24" = shufflevector <32 x i32> %".23", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %".25" = add <32 x i32> %".23", %".24"
  %".26" = shufflevector <32 x i32> %".25", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15, i32 8, i32 9, i32 10, i32 11, i32 20, i32 21, i32 22, i32 23, i32 16, i32 17, i32 18, i32 19, i32 28, i32 29, i32 30, i32 31, i32 24, i32 25, i32 26, i32 27>
  %".27" = add <32 x i32> %".25", %".26"
  %".28" = shufflevector <32 x i32> %".27", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 2, i32 3, i32 0, i32 1, i32 6, i32 7, i32 4, i32 5, i32 10, i32 11, i32 8, i32 9, i32 14, i32 15, i32 12, i32 13, i32 18, i32 19, i32 16, i32 17, i32 22, i32 23, i32 20, i32 21, i32 26, i32 27, i32 24, i32 25, i32 30, i32 31, i32 28, i32 29>
  %".29" = add <32 x i32> %".27", %".28"
  %".30" = shufflevector <32 x i32> %".29", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6, i32 9, i32 8, i32 11, i32 10, i32 13, i32 12, i32 15, i32 14, i32 17, i32 16, i32 19, i32 18, i32 21, i32 20, i32 23, i32 22, i32 25, i32 24, i32 27, i32 26, i32 29, i32 28, i32 31, i32 30>
  %".31" = add <32 x i32> %".29", %".30"
  %".32" = and <32 x i32> %".7", <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".33" = icmp ne <32 x i32> %".32", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".34" = icmp ugt <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".35" = and <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".36" = lshr <32 x i32> %".7", %".35"
  %".37" = select  <32 x i1> %".34", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> %".36"
  %".38" = zext <32 x i1> %".33" to <32 x i8>
  %".39" = mul i64 %".14", 8
  %".40" = mul i64 %".17", 1
  %".41" = add i64 %".39", %".40"
  %".42" = getelementptr i8, ptr %".16", i64 %".41"
  store <32 x i8> %".38", ptr %".42", align 1
  %".44" = mul i64 %".14", 12
  %".45" = mul i64 %".17", 4
  %".46" = add i64 %".44", %".45"
  %".47" = getelementptr i8, ptr %".16", i64 %".46"
  store <32 x i32> %".31", ptr %".47", align 4
  ret void
}

define internal i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".3", i32 %".4") noinline
{
entry:
  %".6" = getelementptr i8, ptr %".1", i64 20
  %".7" = load i32, ptr %".6", !range !1
  %".8" = getelementptr i8, ptr %".1", i64 24
  %".9" = load i32, ptr %".8", !range !1
  %".10" = udiv i32 %".4", %".7"
  %".11" = getelementptr i8, ptr %".2", i64 24
  %".12" = load ptr, ptr %".11"
  %".13" = mul nuw nsw i32 %".4", 32
  %".14" = zext i32 %".13" to i64
  %".15" = getelementptr i8, ptr %".12", i64 %".14"
  %".16" = getelementptr i8, ptr %".1", i64 60
  %".17" = load i32, ptr %".16", !range !1
  %".18" = urem i32 %".4", %".7"
  %".19" = urem i32 %".10", %".9"
  %".20" = udiv i32 %".10", %".9"
  %".21" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".15", i32 %".18", i32 %".19", i32 %".20", i32 %".3", i32 %".4", i32 %".17")
  %".22" = getelementptr i8, ptr %".2", i64 192
  %".23" = load ptr, ptr %".22"
  %".24" = getelementptr i8, ptr %".1", i64 60
  %".25" = load i32, ptr %".24", !range !1
  %".26" = zext i32 %".25" to i64
  %".27" = mul nuw nsw i64 %".26", 0
  %".28" = zext i32 %".4" to i64
  %".29" = mul nuw nsw i64 %".28", 4
  %".30" = add nuw nsw i64 %".27", %".29"
  %".31" = getelementptr i8, ptr %".23", i64 %".30"
  store i32 %".21", ptr %".31"
  ret i32 %".21"
}

define internal void @"__zk_group_k"(ptr %".1", ptr %".2", i32 %".3", i32 %".4", ptr %".5") alwaysinline
{
entry:
  %"or" = alloca i32
  %"and" = alloca i32
  %"at.bar" = alloca i32
  %"exited" = alloca i32
  %"at.step" = alloca i32
  %"same" = alloca i1
  %"lo" = alloca i32
  %"hi" = alloca i32
  %"end" = alloca i32
  %"tail" = alloca i32
  %"x.lo" = alloca i32
  %"x.hi" = alloca i32
  %"run.first" = alloca i32
  %"run.end" = alloca i32
  %"run.code" = alloca i32
  store i32 0, i32* %"or"
  store i32 -1, i32* %"and"
  store i32 0, i32* %"at.bar"
  store i32 0, i32* %"exited"
  store i32 0, i32* %"at.step"
  %".12" = getelementptr i8, ptr %".1", i64 60
  %".13" = load i32, ptr %".12", !range !1
  %".14" = getelementptr i8, ptr %".1", i64 20
  %".15" = load i32, ptr %".14", !range !1
  store i32 0, i32* %"x.lo"
  store i32 %".15", i32* %"x.hi"
  %".18" = getelementptr i8, ptr %".1", i64 24
  %".19" = load i32, ptr %".18", !range !1
  %".20" = getelementptr i8, ptr %".1", i64 28
  %".21" = load i32, ptr %".20", !range !19
  %".22" = getelementptr i8, ptr %".2", i64 24
  %".23" = load ptr, ptr %".22"
  %".24" = getelementptr i8, ptr %".2", i64 192
  %".25" = load ptr, ptr %".24"
  %".26" = getelementptr i8, ptr %".1", i64 60
  %".27" = load i32, ptr %".26", !range !1
  %".28" = zext i32 %".27" to i64
  %".29" = icmp eq i32 %".19", 1
  %".30" = icmp eq i32 %".21", 1
  %".31" = and i1 %".29", %".30"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".901" = load i32, i32* %"or"
  %".902" = getelementptr i32, ptr %".5", i32 0
  store i32 %".901", ptr %".902"
  %".904" = load i32, i32* %"and"
  %".905" = getelementptr i32, ptr %".5", i32 1
  store i32 %".904", ptr %".905"
  %".907" = load i32, i32* %"at.bar"
  %".908" = getelementptr i32, ptr %".5", i32 2
  store i32 %".907", ptr %".908"
  %".910" = load i32, i32* %"exited"
  %".911" = getelementptr i32, ptr %".5", i32 3
  store i32 %".910", ptr %".911"
  %".913" = load i32, i32* %"at.step"
  %".914" = getelementptr i32, ptr %".5", i32 4
  store i32 %".913", ptr %".914"
  ret void
start:
  br label %"block0"
warp:
  %".818" = mul nuw nsw i32 %".3", 32
  %".819" = icmp eq i32 %".4", -1
  %".820" = add i32 %".818", 32
  %".821" = icmp ule i32 %".820", %".13"
  %".822" = and i1 %".819", %".821"
  %".823" = and i1 %".822", %".31"
  br i1 %".823", label %"warp.check", label %"warp.each"
at.barrier:
  %".88" = icmp ne i32 %".4", -1
  br i1 %".88", label %"known", label %"scan"
all.at.warp:
  br i1 %".31", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".564" = icmp ne i32 %".4", -1
  br i1 %".564", label %"step.known", label %"step.scan"
block0:
  br label %"tz.head"
tz.head:
  %"tz" = phi  i32 [0, %"block0"], [%".84", %"ty.end"]
  %".34" = icmp slt i32 %"tz", %".21"
  br i1 %".34", label %"tz.body", label %"tz.end"
tz.body:
  br label %"ty.head"
tz.end:
  br label %"done"
ty.head:
  %"ty" = phi  i32 [0, %"tz.body"], [%".82", %"tx.end"]
  %".37" = icmp slt i32 %"ty", %".19"
  br i1 %".37", label %"ty.body", label %"ty.end"
ty.body:
  %".39" = mul nuw nsw i32 %".19", %"tz"
  %".40" = add nuw nsw i32 %"ty", %".39"
  %".41" = mul nuw nsw i32 %".15", %".40"
  %".42" = load i32, i32* %"x.lo"
  %".43" = load i32, i32* %"x.hi"
  br label %"tx.head"
ty.end:
  %".84" = add i32 %"tz", 1
  br label %"tz.head", !llvm.loop !21
tx.head:
  %"tx" = phi  i32 [%".42", %"ty.body"], [%".80", %"tx.body"]
  %".45" = icmp slt i32 %"tx", %".43"
  br i1 %".45", label %"tx.body", label %"tx.end"
tx.body:
  %".47" = add nuw nsw i32 %"tx", %".41"
  %".48" = mul nuw nsw i32 %".47", 32
  %".49" = zext i32 %".48" to i64
  %".50" = getelementptr i8, ptr %".23", i64 %".49"
  %".51" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".50", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".47", i32 %".13")
  %".52" = mul nuw nsw i64 %".28", 0
  %".53" = zext i32 %".47" to i64
  %".54" = mul nuw nsw i64 %".53", 4
  %".55" = add nuw nsw i64 %".52", %".54"
  %".56" = getelementptr i8, ptr %".25", i64 %".55"
  store i32 %".51", ptr %".56", !llvm.access.group !18, !tbaa !28
  %".58" = and i32 %".51", 15
  %".59" = load i32, i32* %"or"
  %".60" = or i32 %".59", %".51"
  store i32 %".60", i32* %"or"
  %".62" = load i32, i32* %"and"
  %".63" = and i32 %".62", %".51"
  store i32 %".63", i32* %"and"
  %".65" = load i32, i32* %"at.bar"
  %".66" = icmp eq i32 %".58", 2
  %".67" = zext i1 %".66" to i32
  %".68" = add i32 %".65", %".67"
  store i32 %".68", i32* %"at.bar"
  %".70" = load i32, i32* %"exited"
  %".71" = icmp eq i32 %".58", 3
  %".72" = zext i1 %".71" to i32
  %".73" = add i32 %".70", %".72"
  store i32 %".73", i32* %"exited"
  %".75" = load i32, i32* %"at.step"
  %".76" = icmp eq i32 %".58", 5
  %".77" = zext i1 %".76" to i32
  %".78" = add i32 %".75", %".77"
  store i32 %".78", i32* %"at.step"
  %".80" = add i32 %"tx", 1
  br label %"tx.head", !llvm.loop !25
tx.end:
  %".82" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !22
each:
  br label %"each.head"
known:
  %".90" = lshr i32 %".4", 4
  switch i32 %".90", label %"scan" [i32 7, label %"block7"]
scan:
  %".146" = mul nuw nsw i64 %".28", 0
  %".147" = zext i32 0 to i64
  %".148" = mul nuw nsw i64 %".147", 4
  %".149" = add nuw nsw i64 %".146", %".148"
  %".150" = getelementptr i8, ptr %".25", i64 %".149"
  %".151" = load i32, ptr %".150"
  %".152" = lshr i32 %".151", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block7:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block7"], [%".143", %"ty.end.1"]
  %".93" = icmp slt i32 %"tz.1", %".21"
  br i1 %".93", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".141", %"tx.end.1"]
  %".96" = icmp slt i32 %"ty.1", %".19"
  br i1 %".96", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".98" = mul nuw nsw i32 %".19", %"tz.1"
  %".99" = add nuw nsw i32 %"ty.1", %".98"
  %".100" = mul nuw nsw i32 %".15", %".99"
  %".101" = load i32, i32* %"x.lo"
  %".102" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".143" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !29
tx.head.1:
  %"tx.1" = phi  i32 [%".101", %"ty.body.1"], [%".139", %"tx.body.1"]
  %".104" = icmp slt i32 %"tx.1", %".102"
  br i1 %".104", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".106" = add nuw nsw i32 %"tx.1", %".100"
  %".107" = mul nuw nsw i32 %".106", 32
  %".108" = zext i32 %".107" to i64
  %".109" = getelementptr i8, ptr %".23", i64 %".108"
  %".110" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".109", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 7, i32 %".106", i32 %".13")
  %".111" = mul nuw nsw i64 %".28", 0
  %".112" = zext i32 %".106" to i64
  %".113" = mul nuw nsw i64 %".112", 4
  %".114" = add nuw nsw i64 %".111", %".113"
  %".115" = getelementptr i8, ptr %".25", i64 %".114"
  store i32 %".110", ptr %".115", !llvm.access.group !18, !tbaa !28
  %".117" = and i32 %".110", 15
  %".118" = load i32, i32* %"or"
  %".119" = or i32 %".118", %".110"
  store i32 %".119", i32* %"or"
  %".121" = load i32, i32* %"and"
  %".122" = and i32 %".121", %".110"
  store i32 %".122", i32* %"and"
  %".124" = load i32, i32* %"at.bar"
  %".125" = icmp eq i32 %".117", 2
  %".126" = zext i1 %".125" to i32
  %".127" = add i32 %".124", %".126"
  store i32 %".127", i32* %"at.bar"
  %".129" = load i32, i32* %"exited"
  %".130" = icmp eq i32 %".117", 3
  %".131" = zext i1 %".130" to i32
  %".132" = add i32 %".129", %".131"
  store i32 %".132", i32* %"exited"
  %".134" = load i32, i32* %"at.step"
  %".135" = icmp eq i32 %".117", 5
  %".136" = zext i1 %".135" to i32
  %".137" = add i32 %".134", %".136"
  store i32 %".137", i32* %"at.step"
  %".139" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !31
tx.end.1:
  %".141" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !30
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".178", %"same.body"]
  %".155" = icmp slt i32 %"same.1", %".13"
  br i1 %".155", label %"same.body", label %"same.end"
same.body:
  %".157" = add i32 0, %"same.1"
  %".158" = mul nuw nsw i64 %".28", 0
  %".159" = zext i32 %".157" to i64
  %".160" = mul nuw nsw i64 %".159", 4
  %".161" = add nuw nsw i64 %".158", %".160"
  %".162" = getelementptr i8, ptr %".25", i64 %".161"
  %".163" = load i32, ptr %".162"
  %".164" = and i32 %".163", 15
  %".165" = icmp eq i32 %".164", 2
  %".166" = mul nuw nsw i64 %".28", 0
  %".167" = zext i32 %".157" to i64
  %".168" = mul nuw nsw i64 %".167", 4
  %".169" = add nuw nsw i64 %".166", %".168"
  %".170" = getelementptr i8, ptr %".25", i64 %".169"
  %".171" = load i32, ptr %".170"
  %".172" = lshr i32 %".171", 4
  %".173" = icmp eq i32 %".172", %".152"
  %".174" = and i1 %".165", %".173"
  %".175" = load i1, i1* %"same"
  %".176" = and i1 %".175", %".174"
  store i1 %".176", i1* %"same"
  %".178" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".180" = load i1, i1* %"same"
  br i1 %".180", label %"uniform", label %"each"
uniform:
  switch i32 %".152", label %"each" [i32 7, label %"block7"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".227", %"each.body.endif"]
  %".184" = icmp slt i32 %"each.1", %".13"
  br i1 %".184", label %"each.body", label %"each.end"
each.body:
  %".186" = add i32 0, %"each.1"
  %".187" = mul nuw nsw i64 %".28", 0
  %".188" = zext i32 %".186" to i64
  %".189" = mul nuw nsw i64 %".188", 4
  %".190" = add nuw nsw i64 %".187", %".189"
  %".191" = getelementptr i8, ptr %".25", i64 %".190"
  %".192" = load i32, ptr %".191"
  %".193" = and i32 %".192", 15
  %".194" = icmp eq i32 %".193", 2
  br i1 %".194", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".196" = mul nuw nsw i64 %".28", 0
  %".197" = zext i32 %".186" to i64
  %".198" = mul nuw nsw i64 %".197", 4
  %".199" = add nuw nsw i64 %".196", %".198"
  %".200" = getelementptr i8, ptr %".25", i64 %".199"
  %".201" = load i32, ptr %".200"
  %".202" = lshr i32 %".201", 4
  %".203" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".202", i32 %".186")
  %".204" = and i32 %".203", 15
  %".205" = load i32, i32* %"or"
  %".206" = or i32 %".205", %".203"
  store i32 %".206", i32* %"or"
  %".208" = load i32, i32* %"and"
  %".209" = and i32 %".208", %".203"
  store i32 %".209", i32* %"and"
  %".211" = load i32, i32* %"at.bar"
  %".212" = icmp eq i32 %".204", 2
  %".213" = zext i1 %".212" to i32
  %".214" = add i32 %".211", %".213"
  store i32 %".214", i32* %"at.bar"
  %".216" = load i32, i32* %"exited"
  %".217" = icmp eq i32 %".204", 3
  %".218" = zext i1 %".217" to i32
  %".219" = add i32 %".216", %".218"
  store i32 %".219", i32* %"exited"
  %".221" = load i32, i32* %"at.step"
  %".222" = icmp eq i32 %".204", 5
  %".223" = zext i1 %".222" to i32
  %".224" = add i32 %".221", %".223"
  store i32 %".224", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".227" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".232" = lshr i32 %".13", 5
  store i32 %".232", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".235" = lshr i32 %".4", 4
  switch i32 %".235", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".237" = load i32, i32* %"lo"
  %".238" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".237", %"lanes1"], [%".282", %"lane.end"]
  %".240" = icmp slt i32 %"warp.1", %".238"
  br i1 %".240", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".242" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_1"(ptr %".1", ptr %".2", i32 %".242")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".284" = mul nuw nsw i32 %".238", %"warp.size.1"
  store i32 %".284", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".280", %"lane.body"]
  %".245" = icmp slt i32 %"lane", 32
  br i1 %".245", label %"lane.body", label %"lane.end"
lane.body:
  %".247" = add nuw nsw i32 %".242", %"lane"
  %".248" = mul nuw nsw i32 %".247", 32
  %".249" = zext i32 %".248" to i64
  %".250" = getelementptr i8, ptr %".23", i64 %".249"
  %".251" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".250", i32 %".247", i32 0, i32 0, i32 6, i32 %".247", i32 %".13")
  %".252" = mul nuw nsw i64 %".28", 0
  %".253" = zext i32 %".247" to i64
  %".254" = mul nuw nsw i64 %".253", 4
  %".255" = add nuw nsw i64 %".252", %".254"
  %".256" = getelementptr i8, ptr %".25", i64 %".255"
  store i32 %".251", ptr %".256", !llvm.access.group !18, !tbaa !28
  %".258" = and i32 %".251", 15
  %".259" = load i32, i32* %"or"
  %".260" = or i32 %".259", %".251"
  store i32 %".260", i32* %"or"
  %".262" = load i32, i32* %"and"
  %".263" = and i32 %".262", %".251"
  store i32 %".263", i32* %"and"
  %".265" = load i32, i32* %"at.bar"
  %".266" = icmp eq i32 %".258", 2
  %".267" = zext i1 %".266" to i32
  %".268" = add i32 %".265", %".267"
  store i32 %".268", i32* %"at.bar"
  %".270" = load i32, i32* %"exited"
  %".271" = icmp eq i32 %".258", 3
  %".272" = zext i1 %".271" to i32
  %".273" = add i32 %".270", %".272"
  store i32 %".273", i32* %"exited"
  %".275" = load i32, i32* %"at.step"
  %".276" = icmp eq i32 %".258", 5
  %".277" = zext i1 %".276" to i32
  %".278" = add i32 %".275", %".277"
  store i32 %".278", i32* %"at.step"
  %".280" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !33
lane.end:
  %".282" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !32
lanes.tail:
  %".286" = load i32, i32* %"tail"
  %".287" = load i32, i32* %"end"
  %".288" = sub i32 %".287", %".286"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".325", %"each.body.1.endif"]
  %".290" = icmp slt i32 %"each.2", %".288"
  br i1 %".290", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".292" = add i32 %".286", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".294" = mul nuw nsw i64 %".28", 0
  %".295" = zext i32 %".292" to i64
  %".296" = mul nuw nsw i64 %".295", 4
  %".297" = add nuw nsw i64 %".294", %".296"
  %".298" = getelementptr i8, ptr %".25", i64 %".297"
  %".299" = load i32, ptr %".298"
  %".300" = lshr i32 %".299", 4
  %".301" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".300", i32 %".292")
  %".302" = and i32 %".301", 15
  %".303" = load i32, i32* %"or"
  %".304" = or i32 %".303", %".301"
  store i32 %".304", i32* %"or"
  %".306" = load i32, i32* %"and"
  %".307" = and i32 %".306", %".301"
  store i32 %".307", i32* %"and"
  %".309" = load i32, i32* %"at.bar"
  %".310" = icmp eq i32 %".302", 2
  %".311" = zext i1 %".310" to i32
  %".312" = add i32 %".309", %".311"
  store i32 %".312", i32* %"at.bar"
  %".314" = load i32, i32* %"exited"
  %".315" = icmp eq i32 %".302", 3
  %".316" = zext i1 %".315" to i32
  %".317" = add i32 %".314", %".316"
  store i32 %".317", i32* %"exited"
  %".319" = load i32, i32* %"at.step"
  %".320" = icmp eq i32 %".302", 5
  %".321" = zext i1 %".320" to i32
  %".322" = add i32 %".319", %".321"
  store i32 %".322", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".325" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".329" = load i32, i32* %"lo"
  %".330" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".329", %"lanes2"], [%".373", %"lane.end.1"]
  %".332" = icmp slt i32 %"warp.2", %".330"
  br i1 %".332", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".334" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".375" = mul nuw nsw i32 %".330", %"warp.size.3"
  store i32 %".375", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".371", %"lane.body.1"]
  %".336" = icmp slt i32 %"lane.1", 32
  br i1 %".336", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".338" = add nuw nsw i32 %".334", %"lane.1"
  %".339" = mul nuw nsw i32 %".338", 32
  %".340" = zext i32 %".339" to i64
  %".341" = getelementptr i8, ptr %".23", i64 %".340"
  %".342" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".341", i32 %".338", i32 0, i32 0, i32 2, i32 %".338", i32 %".13")
  %".343" = mul nuw nsw i64 %".28", 0
  %".344" = zext i32 %".338" to i64
  %".345" = mul nuw nsw i64 %".344", 4
  %".346" = add nuw nsw i64 %".343", %".345"
  %".347" = getelementptr i8, ptr %".25", i64 %".346"
  store i32 %".342", ptr %".347", !llvm.access.group !18, !tbaa !28
  %".349" = and i32 %".342", 15
  %".350" = load i32, i32* %"or"
  %".351" = or i32 %".350", %".342"
  store i32 %".351", i32* %"or"
  %".353" = load i32, i32* %"and"
  %".354" = and i32 %".353", %".342"
  store i32 %".354", i32* %"and"
  %".356" = load i32, i32* %"at.bar"
  %".357" = icmp eq i32 %".349", 2
  %".358" = zext i1 %".357" to i32
  %".359" = add i32 %".356", %".358"
  store i32 %".359", i32* %"at.bar"
  %".361" = load i32, i32* %"exited"
  %".362" = icmp eq i32 %".349", 3
  %".363" = zext i1 %".362" to i32
  %".364" = add i32 %".361", %".363"
  store i32 %".364", i32* %"exited"
  %".366" = load i32, i32* %"at.step"
  %".367" = icmp eq i32 %".349", 5
  %".368" = zext i1 %".367" to i32
  %".369" = add i32 %".366", %".368"
  store i32 %".369", i32* %"at.step"
  %".371" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !35
lane.end.1:
  %".373" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !34
lanes3:
  %".378" = load i32, i32* %"lo"
  %".379" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".378", %"lanes3"], [%".422", %"lane.end.2"]
  %".381" = icmp slt i32 %"warp.3", %".379"
  br i1 %".381", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".383" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".424" = mul nuw nsw i32 %".379", %"warp.size.5"
  store i32 %".424", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".420", %"lane.body.2"]
  %".385" = icmp slt i32 %"lane.2", 32
  br i1 %".385", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".387" = add nuw nsw i32 %".383", %"lane.2"
  %".388" = mul nuw nsw i32 %".387", 32
  %".389" = zext i32 %".388" to i64
  %".390" = getelementptr i8, ptr %".23", i64 %".389"
  %".391" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".390", i32 %".387", i32 0, i32 0, i32 3, i32 %".387", i32 %".13")
  %".392" = mul nuw nsw i64 %".28", 0
  %".393" = zext i32 %".387" to i64
  %".394" = mul nuw nsw i64 %".393", 4
  %".395" = add nuw nsw i64 %".392", %".394"
  %".396" = getelementptr i8, ptr %".25", i64 %".395"
  store i32 %".391", ptr %".396", !llvm.access.group !18, !tbaa !28
  %".398" = and i32 %".391", 15
  %".399" = load i32, i32* %"or"
  %".400" = or i32 %".399", %".391"
  store i32 %".400", i32* %"or"
  %".402" = load i32, i32* %"and"
  %".403" = and i32 %".402", %".391"
  store i32 %".403", i32* %"and"
  %".405" = load i32, i32* %"at.bar"
  %".406" = icmp eq i32 %".398", 2
  %".407" = zext i1 %".406" to i32
  %".408" = add i32 %".405", %".407"
  store i32 %".408", i32* %"at.bar"
  %".410" = load i32, i32* %"exited"
  %".411" = icmp eq i32 %".398", 3
  %".412" = zext i1 %".411" to i32
  %".413" = add i32 %".410", %".412"
  store i32 %".413", i32* %"exited"
  %".415" = load i32, i32* %"at.step"
  %".416" = icmp eq i32 %".398", 5
  %".417" = zext i1 %".416" to i32
  %".418" = add i32 %".415", %".417"
  store i32 %".418", i32* %"at.step"
  %".420" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !37
lane.end.2:
  %".422" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !36
lanes4:
  %".427" = load i32, i32* %"lo"
  %".428" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".427", %"lanes4"], [%".471", %"lane.end.3"]
  %".430" = icmp slt i32 %"warp.4", %".428"
  br i1 %".430", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".432" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".473" = mul nuw nsw i32 %".428", %"warp.size.7"
  store i32 %".473", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".469", %"lane.body.3"]
  %".434" = icmp slt i32 %"lane.3", 32
  br i1 %".434", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".436" = add nuw nsw i32 %".432", %"lane.3"
  %".437" = mul nuw nsw i32 %".436", 32
  %".438" = zext i32 %".437" to i64
  %".439" = getelementptr i8, ptr %".23", i64 %".438"
  %".440" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".439", i32 %".436", i32 0, i32 0, i32 4, i32 %".436", i32 %".13")
  %".441" = mul nuw nsw i64 %".28", 0
  %".442" = zext i32 %".436" to i64
  %".443" = mul nuw nsw i64 %".442", 4
  %".444" = add nuw nsw i64 %".441", %".443"
  %".445" = getelementptr i8, ptr %".25", i64 %".444"
  store i32 %".440", ptr %".445", !llvm.access.group !18, !tbaa !28
  %".447" = and i32 %".440", 15
  %".448" = load i32, i32* %"or"
  %".449" = or i32 %".448", %".440"
  store i32 %".449", i32* %"or"
  %".451" = load i32, i32* %"and"
  %".452" = and i32 %".451", %".440"
  store i32 %".452", i32* %"and"
  %".454" = load i32, i32* %"at.bar"
  %".455" = icmp eq i32 %".447", 2
  %".456" = zext i1 %".455" to i32
  %".457" = add i32 %".454", %".456"
  store i32 %".457", i32* %"at.bar"
  %".459" = load i32, i32* %"exited"
  %".460" = icmp eq i32 %".447", 3
  %".461" = zext i1 %".460" to i32
  %".462" = add i32 %".459", %".461"
  store i32 %".462", i32* %"exited"
  %".464" = load i32, i32* %"at.step"
  %".465" = icmp eq i32 %".447", 5
  %".466" = zext i1 %".465" to i32
  %".467" = add i32 %".464", %".466"
  store i32 %".467", i32* %"at.step"
  %".469" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !39
lane.end.3:
  %".471" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !38
lanes5:
  %".476" = load i32, i32* %"lo"
  %".477" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".476", %"lanes5"], [%".520", %"lane.end.4"]
  %".479" = icmp slt i32 %"warp.5", %".477"
  br i1 %".479", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".481" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".522" = mul nuw nsw i32 %".477", %"warp.size.9"
  store i32 %".522", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".518", %"lane.body.4"]
  %".483" = icmp slt i32 %"lane.4", 32
  br i1 %".483", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".485" = add nuw nsw i32 %".481", %"lane.4"
  %".486" = mul nuw nsw i32 %".485", 32
  %".487" = zext i32 %".486" to i64
  %".488" = getelementptr i8, ptr %".23", i64 %".487"
  %".489" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".488", i32 %".485", i32 0, i32 0, i32 5, i32 %".485", i32 %".13")
  %".490" = mul nuw nsw i64 %".28", 0
  %".491" = zext i32 %".485" to i64
  %".492" = mul nuw nsw i64 %".491", 4
  %".493" = add nuw nsw i64 %".490", %".492"
  %".494" = getelementptr i8, ptr %".25", i64 %".493"
  store i32 %".489", ptr %".494", !llvm.access.group !18, !tbaa !28
  %".496" = and i32 %".489", 15
  %".497" = load i32, i32* %"or"
  %".498" = or i32 %".497", %".489"
  store i32 %".498", i32* %"or"
  %".500" = load i32, i32* %"and"
  %".501" = and i32 %".500", %".489"
  store i32 %".501", i32* %"and"
  %".503" = load i32, i32* %"at.bar"
  %".504" = icmp eq i32 %".496", 2
  %".505" = zext i1 %".504" to i32
  %".506" = add i32 %".503", %".505"
  store i32 %".506", i32* %"at.bar"
  %".508" = load i32, i32* %"exited"
  %".509" = icmp eq i32 %".496", 3
  %".510" = zext i1 %".509" to i32
  %".511" = add i32 %".508", %".510"
  store i32 %".511", i32* %"exited"
  %".513" = load i32, i32* %"at.step"
  %".514" = icmp eq i32 %".496", 5
  %".515" = zext i1 %".514" to i32
  %".516" = add i32 %".513", %".515"
  store i32 %".516", i32* %"at.step"
  %".518" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !41
lane.end.4:
  %".520" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !40
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".561", %"each.body.2.endif"]
  %".526" = icmp slt i32 %"each.3", %".13"
  br i1 %".526", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".528" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".530" = mul nuw nsw i64 %".28", 0
  %".531" = zext i32 %".528" to i64
  %".532" = mul nuw nsw i64 %".531", 4
  %".533" = add nuw nsw i64 %".530", %".532"
  %".534" = getelementptr i8, ptr %".25", i64 %".533"
  %".535" = load i32, ptr %".534"
  %".536" = lshr i32 %".535", 4
  %".537" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".536", i32 %".528")
  %".538" = and i32 %".537", 15
  %".539" = load i32, i32* %"or"
  %".540" = or i32 %".539", %".537"
  store i32 %".540", i32* %"or"
  %".542" = load i32, i32* %"and"
  %".543" = and i32 %".542", %".537"
  store i32 %".543", i32* %"and"
  %".545" = load i32, i32* %"at.bar"
  %".546" = icmp eq i32 %".538", 2
  %".547" = zext i1 %".546" to i32
  %".548" = add i32 %".545", %".547"
  store i32 %".548", i32* %"at.bar"
  %".550" = load i32, i32* %"exited"
  %".551" = icmp eq i32 %".538", 3
  %".552" = zext i1 %".551" to i32
  %".553" = add i32 %".550", %".552"
  store i32 %".553", i32* %"exited"
  %".555" = load i32, i32* %"at.step"
  %".556" = icmp eq i32 %".538", 5
  %".557" = zext i1 %".556" to i32
  %".558" = add i32 %".555", %".557"
  store i32 %".558", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".561" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".566" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".623" = mul nuw nsw i64 %".28", 0
  %".624" = zext i32 0 to i64
  %".625" = mul nuw nsw i64 %".624", 4
  %".626" = add nuw nsw i64 %".623", %".625"
  %".627" = getelementptr i8, ptr %".25", i64 %".626"
  %".628" = load i32, ptr %".627"
  %".629" = lshr i32 %".628", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".566", label %"step.scan" [i32 6, label %"block6"]
block6:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block6"], [%".620", %"ty.end.2"]
  %".570" = icmp slt i32 %"tz.2", %".21"
  br i1 %".570", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".618", %"tx.end.2"]
  %".573" = icmp slt i32 %"ty.2", %".19"
  br i1 %".573", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".575" = mul nuw nsw i32 %".19", %"tz.2"
  %".576" = add nuw nsw i32 %"ty.2", %".575"
  %".577" = mul nuw nsw i32 %".15", %".576"
  %".578" = load i32, i32* %"x.lo"
  %".579" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".620" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !42
tx.head.2:
  %"tx.2" = phi  i32 [%".578", %"ty.body.2"], [%".616", %"tx.body.2"]
  %".581" = icmp slt i32 %"tx.2", %".579"
  br i1 %".581", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".583" = add nuw nsw i32 %"tx.2", %".577"
  %".584" = mul nuw nsw i32 %".583", 32
  %".585" = zext i32 %".584" to i64
  %".586" = getelementptr i8, ptr %".23", i64 %".585"
  %".587" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".586", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 6, i32 %".583", i32 %".13")
  %".588" = mul nuw nsw i64 %".28", 0
  %".589" = zext i32 %".583" to i64
  %".590" = mul nuw nsw i64 %".589", 4
  %".591" = add nuw nsw i64 %".588", %".590"
  %".592" = getelementptr i8, ptr %".25", i64 %".591"
  store i32 %".587", ptr %".592", !llvm.access.group !18, !tbaa !28
  %".594" = and i32 %".587", 15
  %".595" = load i32, i32* %"or"
  %".596" = or i32 %".595", %".587"
  store i32 %".596", i32* %"or"
  %".598" = load i32, i32* %"and"
  %".599" = and i32 %".598", %".587"
  store i32 %".599", i32* %"and"
  %".601" = load i32, i32* %"at.bar"
  %".602" = icmp eq i32 %".594", 2
  %".603" = zext i1 %".602" to i32
  %".604" = add i32 %".601", %".603"
  store i32 %".604", i32* %"at.bar"
  %".606" = load i32, i32* %"exited"
  %".607" = icmp eq i32 %".594", 3
  %".608" = zext i1 %".607" to i32
  %".609" = add i32 %".606", %".608"
  store i32 %".609", i32* %"exited"
  %".611" = load i32, i32* %"at.step"
  %".612" = icmp eq i32 %".594", 5
  %".613" = zext i1 %".612" to i32
  %".614" = add i32 %".611", %".613"
  store i32 %".614", i32* %"at.step"
  %".616" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !44
tx.end.2:
  %".618" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !43
step.some:
  br i1 %".31", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".655", %"same.body.1"]
  %".632" = icmp slt i32 %"same.2", %".13"
  br i1 %".632", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".634" = add i32 0, %"same.2"
  %".635" = mul nuw nsw i64 %".28", 0
  %".636" = zext i32 %".634" to i64
  %".637" = mul nuw nsw i64 %".636", 4
  %".638" = add nuw nsw i64 %".635", %".637"
  %".639" = getelementptr i8, ptr %".25", i64 %".638"
  %".640" = load i32, ptr %".639"
  %".641" = and i32 %".640", 15
  %".642" = icmp eq i32 %".641", 5
  %".643" = mul nuw nsw i64 %".28", 0
  %".644" = zext i32 %".634" to i64
  %".645" = mul nuw nsw i64 %".644", 4
  %".646" = add nuw nsw i64 %".643", %".645"
  %".647" = getelementptr i8, ptr %".25", i64 %".646"
  %".648" = load i32, ptr %".647"
  %".649" = lshr i32 %".648", 4
  %".650" = icmp eq i32 %".649", %".629"
  %".651" = and i1 %".642", %".650"
  %".652" = load i1, i1* %"same"
  %".653" = and i1 %".652", %".651"
  store i1 %".653", i1* %"same"
  %".655" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".657" = load i1, i1* %"same"
  br i1 %".657", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".629", label %"step.some" [i32 6, label %"block6"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".694", %"run.scan.body"]
  %".666" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".666", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".668" = mul nuw nsw i64 %".28", 0
  %".669" = zext i32 %"run.scan.1" to i64
  %".670" = mul nuw nsw i64 %".669", 4
  %".671" = add nuw nsw i64 %".668", %".670"
  %".672" = getelementptr i8, ptr %".25", i64 %".671"
  %".673" = load i32, ptr %".672"
  %".674" = and i32 %".673", 15
  %".675" = icmp eq i32 %".674", 5
  %".676" = load i32, i32* %"run.first"
  %".677" = icmp eq i32 %".676", -1
  %".678" = and i1 %".675", %".677"
  %".679" = select  i1 %".678", i32 %"run.scan.1", i32 %".676"
  store i32 %".679", i32* %"run.first"
  %".681" = load i32, i32* %"run.code"
  %".682" = select  i1 %".678", i32 %".673", i32 %".681"
  store i32 %".682", i32* %"run.code"
  %".684" = icmp ne i32 %".676", -1
  %".685" = load i32, i32* %"run.end"
  %".686" = icmp eq i32 %".685", -1
  %".687" = load i32, i32* %"run.code"
  %".688" = icmp ne i32 %".673", %".687"
  %".689" = and i1 %".686", %".688"
  %".690" = and i1 %".684", %".689"
  %".691" = load i32, i32* %"run.end"
  %".692" = select  i1 %".690", i32 %"run.scan.1", i32 %".691"
  store i32 %".692", i32* %"run.end"
  %".694" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".696" = load i32, i32* %"run.end"
  %".697" = icmp eq i32 %".696", -1
  %".698" = select  i1 %".697", i32 %".13", i32 %".696"
  store i32 %".698", i32* %"run.end"
  %".700" = load i32, i32* %"run.first"
  %".701" = sub i32 %".698", %".700"
  %".702" = load i32, i32* %"run.first"
  %".703" = icmp ne i32 %".702", -1
  %".704" = shl i32 %".701", 1
  %".705" = icmp uge i32 %".704", %".13"
  %".706" = and i1 %".703", %".705"
  br i1 %".706", label %"run.found", label %"step.each"
run.found:
  %".708" = load i32, i32* %"run.code"
  %".709" = lshr i32 %".708", 4
  %".710" = load i32, i32* %"run.first"
  %".711" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".759", %"others.body.endif"]
  %".713" = icmp slt i32 %"others", %".13"
  br i1 %".713", label %"others.body", label %"others.end"
others.body:
  %".715" = icmp ult i32 %"others", %".710"
  %".716" = icmp uge i32 %"others", %".711"
  %".717" = or i1 %".715", %".716"
  %".718" = mul nuw nsw i64 %".28", 0
  %".719" = zext i32 %"others" to i64
  %".720" = mul nuw nsw i64 %".719", 4
  %".721" = add nuw nsw i64 %".718", %".720"
  %".722" = getelementptr i8, ptr %".25", i64 %".721"
  %".723" = load i32, ptr %".722"
  %".724" = and i32 %".723", 15
  %".725" = icmp eq i32 %".724", 5
  %".726" = and i1 %".717", %".725"
  br i1 %".726", label %"others.body.if", label %"others.body.endif"
others.end:
  %".761" = load i32, i32* %"run.first"
  store i32 %".761", i32* %"x.lo"
  %".763" = load i32, i32* %"run.end"
  store i32 %".763", i32* %"x.hi"
  switch i32 %".709", label %"run.other" [i32 6, label %"block6"]
others.body.if:
  %".728" = mul nuw nsw i64 %".28", 0
  %".729" = zext i32 %"others" to i64
  %".730" = mul nuw nsw i64 %".729", 4
  %".731" = add nuw nsw i64 %".728", %".730"
  %".732" = getelementptr i8, ptr %".25", i64 %".731"
  %".733" = load i32, ptr %".732"
  %".734" = lshr i32 %".733", 4
  %".735" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".734", i32 %"others")
  %".736" = and i32 %".735", 15
  %".737" = load i32, i32* %"or"
  %".738" = or i32 %".737", %".735"
  store i32 %".738", i32* %"or"
  %".740" = load i32, i32* %"and"
  %".741" = and i32 %".740", %".735"
  store i32 %".741", i32* %"and"
  %".743" = load i32, i32* %"at.bar"
  %".744" = icmp eq i32 %".736", 2
  %".745" = zext i1 %".744" to i32
  %".746" = add i32 %".743", %".745"
  store i32 %".746", i32* %"at.bar"
  %".748" = load i32, i32* %"exited"
  %".749" = icmp eq i32 %".736", 3
  %".750" = zext i1 %".749" to i32
  %".751" = add i32 %".748", %".750"
  store i32 %".751", i32* %"exited"
  %".753" = load i32, i32* %"at.step"
  %".754" = icmp eq i32 %".736", 5
  %".755" = zext i1 %".754" to i32
  %".756" = add i32 %".753", %".755"
  store i32 %".756", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".759" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".815", %"each.body.3.endif"]
  %".768" = icmp slt i32 %"each.4", %".13"
  br i1 %".768", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".770" = add i32 0, %"each.4"
  %".771" = mul nuw nsw i64 %".28", 0
  %".772" = zext i32 %".770" to i64
  %".773" = mul nuw nsw i64 %".772", 4
  %".774" = add nuw nsw i64 %".771", %".773"
  %".775" = getelementptr i8, ptr %".25", i64 %".774"
  %".776" = load i32, ptr %".775"
  %".777" = and i32 %".776", 15
  %".778" = icmp eq i32 %".777", 5
  br i1 %".778", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".815" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".781" = mul nuw nsw i64 %".28", 0
  %".782" = zext i32 %".770" to i64
  %".783" = mul nuw nsw i64 %".782", 4
  %".784" = add nuw nsw i64 %".781", %".783"
  %".785" = getelementptr i8, ptr %".25", i64 %".784"
  %".786" = load i32, ptr %".785"
  %".787" = lshr i32 %".786", 4
  %".788" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".787", i32 %".770")
  %".789" = and i32 %".788", 15
  %".790" = icmp eq i32 %".789", 5
  br i1 %".790", label %"each.step", label %"each.stop"
each.stop:
  %".792" = and i32 %".788", 15
  %".793" = load i32, i32* %"or"
  %".794" = or i32 %".793", %".788"
  store i32 %".794", i32* %"or"
  %".796" = load i32, i32* %"and"
  %".797" = and i32 %".796", %".788"
  store i32 %".797", i32* %"and"
  %".799" = load i32, i32* %"at.bar"
  %".800" = icmp eq i32 %".792", 2
  %".801" = zext i1 %".800" to i32
  %".802" = add i32 %".799", %".801"
  store i32 %".802", i32* %"at.bar"
  %".804" = load i32, i32* %"exited"
  %".805" = icmp eq i32 %".792", 3
  %".806" = zext i1 %".805" to i32
  %".807" = add i32 %".804", %".806"
  store i32 %".807", i32* %"exited"
  %".809" = load i32, i32* %"at.step"
  %".810" = icmp eq i32 %".792", 5
  %".811" = zext i1 %".810" to i32
  %".812" = add i32 %".809", %".811"
  store i32 %".812", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".826" = add nuw nsw i32 %".3", 1
  store i32 %".826", i32* %"hi"
  %".828" = add nuw nsw i32 %".818", 32
  store i32 %".828", i32* %"end"
  %".830" = mul nuw nsw i64 %".28", 0
  %".831" = zext i32 %".818" to i64
  %".832" = mul nuw nsw i64 %".831", 4
  %".833" = add nuw nsw i64 %".830", %".832"
  %".834" = getelementptr i8, ptr %".25", i64 %".833"
  %".835" = load i32, ptr %".834"
  %".836" = lshr i32 %".835", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".854", %"same.body.2"]
  %".839" = icmp slt i32 %"same.3", 32
  br i1 %".839", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".841" = add i32 %".818", %"same.3"
  %".842" = mul nuw nsw i64 %".28", 0
  %".843" = zext i32 %".841" to i64
  %".844" = mul nuw nsw i64 %".843", 4
  %".845" = add nuw nsw i64 %".842", %".844"
  %".846" = getelementptr i8, ptr %".25", i64 %".845"
  %".847" = load i32, ptr %".846"
  %".848" = lshr i32 %".847", 4
  %".849" = icmp eq i32 %".848", %".836"
  %".850" = and i1 1, %".849"
  %".851" = load i1, i1* %"same"
  %".852" = and i1 %".851", %".850"
  store i1 %".852", i1* %"same"
  %".854" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".856" = load i1, i1* %"same"
  br i1 %".856", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".836", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".898", %"each.body.4.endif"]
  %".860" = icmp slt i32 %"each.5", 32
  br i1 %".860", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".862" = add i32 %".818", %"each.5"
  %".863" = shl i32 1, %"each.5"
  %".864" = and i32 %".4", %".863"
  %".865" = icmp ne i32 %".864", 0
  br i1 %".865", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".867" = mul nuw nsw i64 %".28", 0
  %".868" = zext i32 %".862" to i64
  %".869" = mul nuw nsw i64 %".868", 4
  %".870" = add nuw nsw i64 %".867", %".869"
  %".871" = getelementptr i8, ptr %".25", i64 %".870"
  %".872" = load i32, ptr %".871"
  %".873" = lshr i32 %".872", 4
  %".874" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".873", i32 %".862")
  %".875" = and i32 %".874", 15
  %".876" = load i32, i32* %"or"
  %".877" = or i32 %".876", %".874"
  store i32 %".877", i32* %"or"
  %".879" = load i32, i32* %"and"
  %".880" = and i32 %".879", %".874"
  store i32 %".880", i32* %"and"
  %".882" = load i32, i32* %"at.bar"
  %".883" = icmp eq i32 %".875", 2
  %".884" = zext i1 %".883" to i32
  %".885" = add i32 %".882", %".884"
  store i32 %".885", i32* %"at.bar"
  %".887" = load i32, i32* %"exited"
  %".888" = icmp eq i32 %".875", 3
  %".889" = zext i1 %".888" to i32
  %".890" = add i32 %".887", %".889"
  store i32 %".890", i32* %"exited"
  %".892" = load i32, i32* %"at.step"
  %".893" = icmp eq i32 %".875", 5
  %".894" = zext i1 %".893" to i32
  %".895" = add i32 %".892", %".894"
  store i32 %".895", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".898" = add i32 %"each.5", 1
  br label %"each.head.4"
}

define internal void @"__zk_blocks_k"(ptr %".1", ptr %".2") alwaysinline
{
entry:
  %"lanes" = alloca i32
  %"summary" = alloca [5 x i32]
  %"warp.masks" = alloca [32 x i32]
  %"alive" = alloca i32
  %"at.bar" = alloca i32
  %"at.warp" = alloca i32
  %"common" = alloca i32
  %"what" = alloca i32
  %"arg" = alloca i32
  %"count" = alloca i32
  %"cursor" = alloca i32
  %"at.step" = alloca i32
  %".4" = getelementptr i8, ptr %".1", i64 60
  %".5" = load i32, ptr %".4", !range !1
  %".6" = getelementptr i8, ptr %".2", i64 32
  %".7" = load ptr, ptr %".6"
  %".8" = getelementptr i8, ptr %".2", i64 192
  %".9" = load ptr, ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 60
  %".11" = load i32, ptr %".10", !range !1
  %".12" = zext i32 %".11" to i64
  %".13" = add i32 %".5", 31
  %".14" = lshr i32 %".13", 5
  store i32 %".5", i32* %"alive"
  store i32 0, i32* %"at.bar"
  store i32 0, i32* %"at.warp"
  store i32 -1, i32* %"what"
  store i32 0, i32* %"arg"
  store i32 %".5", i32* %"count"
  store i32 0, i32* %"cursor"
  store i32 0, i32* %"at.step"
  br label %"run"
run:
  %".24" = load i32, i32* %"what"
  %".25" = load i32, i32* %"arg"
  call void @"__zk_group_k"(ptr %".1", ptr %".2", i32 %".24", i32 %".25", [5 x i32]* %"summary")
  %".27" = load i32, i32* %"count"
  %".28" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 2
  %".29" = load i32, i32* %".28"
  %".30" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 3
  %".31" = load i32, i32* %".30"
  %".32" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 4
  %".33" = load i32, i32* %".32"
  %".34" = load i32, i32* %"alive"
  %".35" = sub i32 %".34", %".31"
  store i32 %".35", i32* %"alive"
  %".37" = load i32, i32* %"at.warp"
  %".38" = sub i32 %".27", %".29"
  %".39" = sub i32 %".38", %".31"
  %".40" = sub i32 %".39", %".33"
  %".41" = add i32 %".37", %".40"
  store i32 %".41", i32* %"at.warp"
  %".43" = load i32, i32* %"at.bar"
  %".44" = add i32 %".43", %".29"
  store i32 %".44", i32* %"at.bar"
  store i32 %".33", i32* %"at.step"
  %".47" = icmp eq i32 %".27", %".5"
  %".48" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 0
  %".49" = load i32, i32* %".48"
  %".50" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 1
  %".51" = load i32, i32* %".50"
  %".52" = icmp eq i32 %".49", %".51"
  %".53" = and i1 %".47", %".52"
  %".54" = icmp eq i32 %".31", 0
  %".55" = and i1 %".53", %".54"
  %".56" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 0
  %".57" = load i32, i32* %".56"
  %".58" = select  i1 %".55", i32 %".57", i32 -1
  store i32 %".58", i32* %"common"
  %".60" = load i32, i32* %"what"
  %".61" = icmp ne i32 %".33", 0
  %".62" = load i32, i32* %"at.warp"
  %".63" = icmp ne i32 %".62", 0
  %".64" = load i32, i32* %"common"
  %".65" = icmp slt i32 %".64", 0
  %".66" = and i1 %".63", %".65"
  %".67" = xor i1 %".61", -1
  %".68" = and i1 %".66", %".67"
  br i1 %".68", label %"run.if", label %"run.endif"
choose:
  %".164" = load i32, i32* %"at.step"
  %".165" = icmp ne i32 %".164", 0
  br i1 %".165", label %"steps", label %"not.steps"
warps:
  %".208" = load i32, i32* %"cursor"
  %".209" = add i32 %".208", 1
  %".210" = icmp eq i32 %".209", %".14"
  %".211" = add i32 %".208", 1
  %".212" = select  i1 %".210", i32 0, i32 %".211"
  store i32 %".212", i32* %"cursor"
  %".214" = mul nuw nsw i32 %".208", 32
  %".215" = sub i32 %".5", %".214"
  %".216" = icmp ult i32 %".215", 32
  %".217" = select  i1 %".216", i32 %".215", i32 32
  %".218" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %".208"
  %".219" = load i32, i32* %".218"
  %".220" = icmp ne i32 %".219", 0
  br i1 %".220", label %"warp.found", label %"warps"
barrier:
  %".249" = load i32, i32* %"alive"
  %".250" = icmp eq i32 %".249", 0
  br i1 %".250", label %"done", label %"some.alive"
done:
  ret void
run.if:
  %".70" = icmp slt i32 %".60", 0
  br i1 %".70", label %"run.if.if", label %"run.if.else"
run.endif:
  br label %"choose"
run.if.if:
  br label %"scan.warps.head"
run.if.else:
  %".117" = add i32 %".29", %".31"
  %".118" = add i32 %".117", %".33"
  %".119" = icmp ne i32 %".118", 0
  br i1 %".119", label %"run.if.else.if", label %"run.if.else.endif"
run.if.endif:
  br label %"run.endif"
scan.warps.head:
  %"scan.warps" = phi  i32 [0, %"run.if.if"], [%".114", %"scan.warps.body.endif"]
  %".73" = icmp slt i32 %"scan.warps", %".14"
  br i1 %".73", label %"scan.warps.body", label %"scan.warps.end"
scan.warps.body:
  %".75" = mul nuw nsw i32 %"scan.warps", 32
  %".76" = sub i32 %".5", %".75"
  %".77" = icmp uge i32 %".76", 32
  br i1 %".77", label %"scan.warps.body.if", label %"scan.warps.body.else"
scan.warps.end:
  br label %"run.if.endif"
scan.warps.body.if:
  %".79" = mul nuw nsw i64 %".12", 0
  %".80" = zext i32 %".75" to i64
  %".81" = mul nuw nsw i64 %".80", 4
  %".82" = add nuw nsw i64 %".79", %".81"
  %".83" = getelementptr i8, ptr %".9", i64 %".82"
  %".84" = load <32 x i32>, ptr %".83", align 4
  %".85" = and <32 x i32> %".84", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".86" = icmp eq <32 x i32> %".85", <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %".87" = bitcast <32 x i1> %".86" to i32
  store i32 %".87", i32* %"lanes"
  br label %"scan.warps.body.endif"
scan.warps.body.else:
  store i32 0, i32* %"lanes"
  br label %"scan.head"
scan.warps.body.endif:
  %".111" = load i32, i32* %"lanes"
  %".112" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %"scan.warps"
  store i32 %".111", i32* %".112"
  %".114" = add i32 %"scan.warps", 1
  br label %"scan.warps.head"
scan.head:
  %"scan" = phi  i32 [0, %"scan.warps.body.else"], [%".108", %"scan.body"]
  %".92" = icmp slt i32 %"scan", %".76"
  br i1 %".92", label %"scan.body", label %"scan.end"
scan.body:
  %".94" = add nuw nsw i32 %".75", %"scan"
  %".95" = mul nuw nsw i64 %".12", 0
  %".96" = zext i32 %".94" to i64
  %".97" = mul nuw nsw i64 %".96", 4
  %".98" = add nuw nsw i64 %".95", %".97"
  %".99" = getelementptr i8, ptr %".9", i64 %".98"
  %".100" = load i32, ptr %".99"
  %".101" = and i32 %".100", 15
  %".102" = icmp eq i32 %".101", 1
  %".103" = load i32, i32* %"lanes"
  %".104" = shl i32 1, %"scan"
  %".105" = select  i1 %".102", i32 %".104", i32 0
  %".106" = or i32 %".103", %".105"
  store i32 %".106", i32* %"lanes"
  %".108" = add i32 %"scan", 1
  br label %"scan.head"
scan.end:
  br label %"scan.warps.body.endif"
run.if.else.if:
  %".121" = mul nuw nsw i32 %".60", 32
  %".122" = sub i32 %".5", %".121"
  %".123" = icmp uge i32 %".122", 32
  br i1 %".123", label %"run.if.else.if.if", label %"run.if.else.if.else"
run.if.else.endif:
  br label %"run.if.endif"
run.if.else.if.if:
  %".125" = mul nuw nsw i64 %".12", 0
  %".126" = zext i32 %".121" to i64
  %".127" = mul nuw nsw i64 %".126", 4
  %".128" = add nuw nsw i64 %".125", %".127"
  %".129" = getelementptr i8, ptr %".9", i64 %".128"
  %".130" = load <32 x i32>, ptr %".129", align 4
  %".131" = and <32 x i32> %".130", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".132" = icmp eq <32 x i32> %".131", <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %".133" = bitcast <32 x i1> %".132" to i32
  store i32 %".133", i32* %"lanes"
  br label %"run.if.else.if.endif"
run.if.else.if.else:
  store i32 0, i32* %"lanes"
  br label %"scan.head.1"
run.if.else.if.endif:
  %".157" = load i32, i32* %"lanes"
  %".158" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %".60"
  store i32 %".157", i32* %".158"
  br label %"run.if.else.endif"
scan.head.1:
  %"scan.1" = phi  i32 [0, %"run.if.else.if.else"], [%".154", %"scan.body.1"]
  %".138" = icmp slt i32 %"scan.1", %".122"
  br i1 %".138", label %"scan.body.1", label %"scan.end.1"
scan.body.1:
  %".140" = add nuw nsw i32 %".121", %"scan.1"
  %".141" = mul nuw nsw i64 %".12", 0
  %".142" = zext i32 %".140" to i64
  %".143" = mul nuw nsw i64 %".142", 4
  %".144" = add nuw nsw i64 %".141", %".143"
  %".145" = getelementptr i8, ptr %".9", i64 %".144"
  %".146" = load i32, ptr %".145"
  %".147" = and i32 %".146", 15
  %".148" = icmp eq i32 %".147", 1
  %".149" = load i32, i32* %"lanes"
  %".150" = shl i32 1, %"scan.1"
  %".151" = select  i1 %".148", i32 %".150", i32 0
  %".152" = or i32 %".149", %".151"
  store i32 %".152", i32* %"lanes"
  %".154" = add i32 %"scan.1", 1
  br label %"scan.head.1"
scan.end.1:
  br label %"run.if.else.if.endif"
warp.waiters:
  %".176" = load i32, i32* %"common"
  %".177" = icmp sge i32 %".176", 0
  br i1 %".177", label %"all.warps", label %"warps"
all.warps:
  %".179" = getelementptr i8, ptr %".2", i64 216
  %".180" = load ptr, ptr %".179"
  %".181" = getelementptr i8, ptr %".2", i64 224
  %".182" = load ptr, ptr %".181"
  %".183" = getelementptr i8, ptr %".2", i64 216
  store ptr %".182", ptr %".183"
  %".185" = getelementptr i8, ptr %".2", i64 224
  store ptr %".180", ptr %".185"
  br label %"snap.warps.head"
steps:
  store i32 -5, i32* %"what"
  %".168" = load i32, i32* %"common"
  store i32 %".168", i32* %"arg"
  %".170" = load i32, i32* %"at.step"
  store i32 %".170", i32* %"count"
  br label %"run"
not.steps:
  %".173" = load i32, i32* %"at.warp"
  %".174" = icmp ne i32 %".173", 0
  br i1 %".174", label %"warp.waiters", label %"barrier"
snap.warps.head:
  %"snap.warps" = phi  i32 [0, %"all.warps"], [%".200", %"snap.warps.body"]
  %".188" = icmp slt i32 %"snap.warps", %".14"
  br i1 %".188", label %"snap.warps.body", label %"snap.warps.end"
snap.warps.body:
  %".190" = mul nuw nsw i32 %"snap.warps", 32
  %".191" = sub i32 %".5", %".190"
  %".192" = icmp ult i32 %".191", 32
  %".193" = select  i1 %".192", i32 %".191", i32 32
  %".194" = zext i32 %".193" to i64
  %".195" = shl i64 1, %".194"
  %".196" = sub i64 %".195", 1
  %".197" = zext i32 %"snap.warps" to i64
  %".198" = getelementptr i64, ptr %".7", i64 %".197"
  store i64 %".196", ptr %".198"
  %".200" = add i32 %"snap.warps", 1
  br label %"snap.warps.head"
snap.warps.end:
  store i32 0, i32* %"at.warp"
  store i32 -4, i32* %"what"
  %".204" = load i32, i32* %"common"
  store i32 %".204", i32* %"arg"
  store i32 %".5", i32* %"count"
  br label %"run"
warp.found:
  %".222" = getelementptr i8, ptr %".2", i64 216
  %".223" = load ptr, ptr %".222"
  %".224" = getelementptr i8, ptr %".2", i64 224
  %".225" = load ptr, ptr %".224"
  br label %"snap.head"
snap.head:
  %"snap" = phi  i32 [0, %"warp.found"], [%".235", %"snap.body"]
  %".227" = icmp slt i32 %"snap", %".217"
  br i1 %".227", label %"snap.body", label %"snap.end"
snap.body:
  %".229" = add nuw nsw i32 %".214", %"snap"
  %".230" = zext i32 %".229" to i64
  %".231" = getelementptr i32, ptr %".225", i64 %".230"
  %".232" = load i32, ptr %".231"
  %".233" = getelementptr i32, ptr %".223", i64 %".230"
  store i32 %".232", ptr %".233"
  %".235" = add i32 %"snap", 1
  br label %"snap.head"
snap.end:
  %".237" = zext i32 %".219" to i64
  %".238" = zext i32 %".208" to i64
  %".239" = getelementptr i64, ptr %".7", i64 %".238"
  store i64 %".237", ptr %".239"
  %".241" = call i32 @"llvm.ctpop.i32"(i32 %".219")
  %".242" = load i32, i32* %"at.warp"
  %".243" = sub i32 %".242", %".241"
  store i32 %".243", i32* %"at.warp"
  store i32 %".208", i32* %"what"
  store i32 %".219", i32* %"arg"
  store i32 %".241", i32* %"count"
  br label %"run"
release:
  store i32 0, i32* %"at.bar"
  store i32 0, i32* %"cursor"
  store i32 -3, i32* %"what"
  %".258" = load i32, i32* %"common"
  store i32 %".258", i32* %"arg"
  store i32 %".249", i32* %"count"
  br label %"run"
stuck:
  %".262" = getelementptr i8, ptr %".1", i64 88
  %".263" = load ptr, ptr %".262"
  %".264" = getelementptr i8, ptr %".263", i64 56
  %".265" = cmpxchg ptr %".264", i32 0, i32 3 monotonic monotonic
  br label %"done"
some.alive:
  %".252" = load i32, i32* %"at.bar"
  %".253" = icmp eq i32 %".252", %".249"
  br i1 %".253", label %"release", label %"stuck"
}

declare i32 @"llvm.ctpop.i32"(i32 %".1")

define i32 @"k"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !45, !align !46
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !19
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !47
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !48
  %".24" = zext i32 %".23" to i64
  %".25" = getelementptr i8, ptr %"launch", i64 60
  %".26" = load i32, ptr %".25", !range !1
  %".27" = getelementptr i8, ptr %".4", i64 256
  %".28" = add i32 %".26", 31
  %".29" = lshr i32 %".28", 5
  %".30" = mul i32 %".26", 32
  %".31" = zext i32 %".30" to i64
  %".32" = getelementptr i8, ptr %".27", i64 %".31"
  %".33" = ptrtoint ptr %".32" to i64
  %".34" = mul i32 %".29", 272
  %".35" = add i32 %".34", 512
  %".36" = zext i32 %".35" to i64
  %".37" = add i64 %".33", %".36"
  %".38" = add i64 %".37", 127
  %".39" = and i64 %".38", -128
  %".40" = getelementptr i8, ptr %"block", i64 12
  store i32 %".5", ptr %".40"
  %".42" = inttoptr i64 %".39" to ptr
  %".43" = getelementptr i8, ptr %"block", i64 16
  store ptr %".42", ptr %".43"
  %".45" = getelementptr i8, ptr %"block", i64 24
  store ptr %".27", ptr %".45"
  %".47" = getelementptr i8, ptr %"block", i64 32
  store ptr %".32", ptr %".47"
  %".49" = getelementptr i8, ptr %"block", i64 168
  store i32 %".26", ptr %".49"
  %".51" = getelementptr i8, ptr %"block", i64 176
  store ptr null, ptr %".51"
  %".53" = getelementptr i8, ptr %"block", i64 184
  store i32 0, ptr %".53"
  %".55" = zext i32 %".26" to i64
  %".56" = mul i64 %".55", 40
  %".57" = add i64 %".56", 1024
  %".58" = getelementptr i8, ptr %".4", i64 200
  %".59" = getelementptr i8, ptr %".4", i64 208
  %".60" = load i64, ptr %".59"
  %".61" = icmp ult i64 %".60", %".57"
  br i1 %".61", label %"entry.if", label %"entry.endif", !prof !49
entry.if:
  %".63" = load ptr, ptr %".58"
  call void @"free"(ptr %".63")
  %".65" = call ptr @"malloc"(i64 %".57")
  store ptr %".65", ptr %".58"
  store i64 %".57", ptr %".59"
  br label %"entry.endif"
entry.endif:
  %".69" = load ptr, ptr %".58"
  %".70" = getelementptr i8, ptr %".69", i64 512
  %".71" = getelementptr i8, ptr %"block", i64 192
  store ptr %".70", ptr %".71"
  %".73" = getelementptr i8, ptr %".32", i64 256
  %".74" = getelementptr i8, ptr %"block", i64 216
  store ptr %".73", ptr %".74"
  %".76" = zext i32 %".26" to i64
  %".77" = mul i64 %".76", 4
  %".78" = getelementptr i8, ptr %".70", i64 %".77"
  %".79" = getelementptr i8, ptr %"block", i64 224
  store ptr %".78", ptr %".79"
  %"cx" = alloca [8 x i8], align 16
  %"cy" = alloca [8 x i8], align 16
  %"cz" = alloca [8 x i8], align 16
  %".81" = udiv i64 %".2", %".21"
  %".82" = urem i64 %".2", %".21"
  %".83" = urem i64 %".81", %".24"
  %".84" = udiv i64 %".81", %".24"
  store i64 %".82", ptr %"cx"
  store i64 %".83", ptr %"cy"
  store i64 %".84", ptr %"cz"
  br label %"blk.head"
blk.head:
  %"blk" = phi  i64 [%".2", %"entry.endif"], [%".132", %"blk.run"]
  %".89" = icmp slt i64 %"blk", %".3"
  br i1 %".89", label %"blk.body", label %"blk.end"
blk.body:
  %".91" = getelementptr i8, ptr %".1", i64 56
  %".92" = load atomic i32, ptr %".91" monotonic, align 4
  %".93" = icmp ne i32 %".92", 0
  br i1 %".93", label %"blk.stop", label %"blk.run"
blk.end:
  %".134" = getelementptr i8, ptr %"block", i64 176
  br label %"frames.loop.1"
blk.run:
  %".107" = load i64, ptr %"cx"
  %".108" = load i64, ptr %"cy"
  %".109" = load i64, ptr %"cz"
  %".110" = trunc i64 %".107" to i32
  %".111" = getelementptr i8, ptr %"block", i64 0
  store i32 %".110", ptr %".111"
  %".113" = trunc i64 %".108" to i32
  %".114" = getelementptr i8, ptr %"block", i64 4
  store i32 %".113", ptr %".114"
  %".116" = trunc i64 %".109" to i32
  %".117" = getelementptr i8, ptr %"block", i64 8
  store i32 %".116", ptr %".117"
  %".119" = add i64 %".107", 1
  %".120" = icmp uge i64 %".119", %".21"
  %".121" = add i64 %".108", 1
  %".122" = select  i1 %".120", i64 %".121", i64 %".108"
  %".123" = icmp uge i64 %".122", %".24"
  %".124" = select  i1 %".120", i64 0, i64 %".119"
  store i64 %".124", ptr %"cx"
  %".126" = select  i1 %".123", i64 0, i64 %".122"
  store i64 %".126", ptr %"cy"
  %".128" = add i64 %".109", 1
  %".129" = select  i1 %".123", i64 %".128", i64 %".109"
  store i64 %".129", ptr %"cz"
  call void @"__zk_blocks_k"(ptr %"launch", ptr %"block")
  %".132" = add i64 %"blk", 1
  br label %"blk.head"
blk.stop:
  %".95" = getelementptr i8, ptr %"block", i64 176
  br label %"frames.loop"
frames.loop:
  %".97" = load ptr, ptr %".95"
  %".98" = ptrtoint ptr %".97" to i64
  %".99" = icmp eq i64 %".98", 0
  br i1 %".99", label %"frames.done", label %"frames.free"
frames.free:
  %".101" = getelementptr i8, ptr %".97", i64 0
  %".102" = load ptr, ptr %".101"
  store ptr %".102", ptr %".95"
  call void @"free"(ptr %".97")
  br label %"frames.loop"
frames.done:
  ret i32 1
frames.loop.1:
  %".136" = load ptr, ptr %".134"
  %".137" = ptrtoint ptr %".136" to i64
  %".138" = icmp eq i64 %".137", 0
  br i1 %".138", label %"frames.done.1", label %"frames.free.1"
frames.free.1:
  %".140" = getelementptr i8, ptr %".136", i64 0
  %".141" = load ptr, ptr %".140"
  store ptr %".141", ptr %".134"
  call void @"free"(ptr %".136")
  br label %"frames.loop.1"
frames.done.1:
  ret i32 0
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

declare void @"free"(ptr %".1")

declare ptr @"malloc"(i64 %".1")

!0 = !{  }
!1 = !{ i32 1, i32 1025 }
!2 = !{ i32 0, i32 2147483647 }
!3 = !{ !"zluda regions" }
!4 = distinct !{!4, !"zluda regions"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = !{ !5 }
!10 = !{ !6 }
!11 = !{ !7 }
!12 = !{ !8 }
!13 = !{ !6, !7, !8 }
!14 = !{ !5, !7, !8 }
!15 = !{ !5, !6, !8 }
!16 = !{ !5, !6, !7 }
!17 = !{ !5, !6, !7, !8 }
!18 = distinct !{}
!19 = !{ i32 1, i32 65 }
!20 = !{ !"llvm.loop.unroll.disable" }
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = !{ !"llvm.loop.interleave.count", i32 1 }
!24 = !{ !"llvm.loop.parallel_accesses", !18 }
!25 = distinct !{!25, !24, !23, !20}
!26 = !{ !"zluda runtime memory" }
!27 = !{ !"region thread state", !26, i64 0 }
!28 = !{ !27, !27, i64 0 }
!29 = distinct !{!29, !20}
!30 = distinct !{!30, !20}
!31 = distinct !{!31, !24, !23, !20}
!32 = distinct !{!32, !20}
!33 = distinct !{!33, !24, !23, !20}
!34 = distinct !{!34, !20}
!35 = distinct !{!35, !24, !23, !20}
!36 = distinct !{!36, !20}
!37 = distinct !{!37, !24, !23, !20}
!38 = distinct !{!38, !20}
!39 = distinct !{!39, !24, !23, !20}
!40 = distinct !{!40, !20}
!41 = distinct !{!41, !24, !23, !20}
!42 = distinct !{!42, !20}
!43 = distinct !{!43, !20}
!44 = distinct !{!44, !24, !23, !20}
!45 = !{ i64 20 }
!46 = !{ i64 16 }
!47 = !{ i32 1, i32 -2147483648 }
!48 = !{ i32 1, i32 65536 }
!49 = !{ !"branch_weights", i32 1, i32 99 }