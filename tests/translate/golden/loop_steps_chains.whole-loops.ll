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
  %".16" = getelementptr i8, ptr %".1", i64 24
  %".17" = load i32, ptr %".16", !range !1
  %".18" = getelementptr i8, ptr %".1", i64 28
  %".19" = load i32, ptr %".18", !range !19
  %".20" = getelementptr i8, ptr %".2", i64 24
  %".21" = load ptr, ptr %".20"
  %".22" = getelementptr i8, ptr %".2", i64 192
  %".23" = load ptr, ptr %".22"
  %".24" = getelementptr i8, ptr %".1", i64 60
  %".25" = load i32, ptr %".24", !range !1
  %".26" = zext i32 %".25" to i64
  %".27" = icmp eq i32 %".17", 1
  %".28" = icmp eq i32 %".19", 1
  %".29" = and i1 %".27", %".28"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".929" = load i32, i32* %"or"
  %".930" = getelementptr i32, ptr %".5", i32 0
  store i32 %".929", ptr %".930"
  %".932" = load i32, i32* %"and"
  %".933" = getelementptr i32, ptr %".5", i32 1
  store i32 %".932", ptr %".933"
  %".935" = load i32, i32* %"at.bar"
  %".936" = getelementptr i32, ptr %".5", i32 2
  store i32 %".935", ptr %".936"
  %".938" = load i32, i32* %"exited"
  %".939" = getelementptr i32, ptr %".5", i32 3
  store i32 %".938", ptr %".939"
  %".941" = load i32, i32* %"at.step"
  %".942" = getelementptr i32, ptr %".5", i32 4
  store i32 %".941", ptr %".942"
  ret void
start:
  br label %"block0"
warp:
  %".846" = mul nuw nsw i32 %".3", 32
  %".847" = icmp eq i32 %".4", -1
  %".848" = add i32 %".846", 32
  %".849" = icmp ule i32 %".848", %".13"
  %".850" = and i1 %".847", %".849"
  %".851" = and i1 %".850", %".29"
  br i1 %".851", label %"warp.check", label %"warp.each"
at.barrier:
  %".84" = icmp ne i32 %".4", -1
  br i1 %".84", label %"known", label %"scan"
all.at.warp:
  br i1 %".29", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".558" = icmp ne i32 %".4", -1
  br i1 %".558", label %"step.known", label %"step.scan"
block0:
  br label %"tz.head"
tz.head:
  %"tz" = phi  i32 [0, %"block0"], [%".80", %"ty.end"]
  %".32" = icmp slt i32 %"tz", %".19"
  br i1 %".32", label %"tz.body", label %"tz.end"
tz.body:
  br label %"ty.head"
tz.end:
  br label %"done"
ty.head:
  %"ty" = phi  i32 [0, %"tz.body"], [%".78", %"tx.end"]
  %".35" = icmp slt i32 %"ty", %".17"
  br i1 %".35", label %"ty.body", label %"ty.end"
ty.body:
  %".37" = mul nuw nsw i32 %".17", %"tz"
  %".38" = add nuw nsw i32 %"ty", %".37"
  %".39" = mul nuw nsw i32 %".15", %".38"
  br label %"tx.head"
ty.end:
  %".80" = add i32 %"tz", 1
  br label %"tz.head", !llvm.loop !21
tx.head:
  %"tx" = phi  i32 [0, %"ty.body"], [%".76", %"tx.body"]
  %".41" = icmp slt i32 %"tx", %".15"
  br i1 %".41", label %"tx.body", label %"tx.end"
tx.body:
  %".43" = add nuw nsw i32 %"tx", %".39"
  %".44" = mul nuw nsw i32 %".43", 32
  %".45" = zext i32 %".44" to i64
  %".46" = getelementptr i8, ptr %".21", i64 %".45"
  %".47" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".46", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".43", i32 %".13")
  %".48" = mul nuw nsw i64 %".26", 0
  %".49" = zext i32 %".43" to i64
  %".50" = mul nuw nsw i64 %".49", 4
  %".51" = add nuw nsw i64 %".48", %".50"
  %".52" = getelementptr i8, ptr %".23", i64 %".51"
  store i32 %".47", ptr %".52", !llvm.access.group !18, !tbaa !28
  %".54" = and i32 %".47", 15
  %".55" = load i32, i32* %"or"
  %".56" = or i32 %".55", %".47"
  store i32 %".56", i32* %"or"
  %".58" = load i32, i32* %"and"
  %".59" = and i32 %".58", %".47"
  store i32 %".59", i32* %"and"
  %".61" = load i32, i32* %"at.bar"
  %".62" = icmp eq i32 %".54", 2
  %".63" = zext i1 %".62" to i32
  %".64" = add i32 %".61", %".63"
  store i32 %".64", i32* %"at.bar"
  %".66" = load i32, i32* %"exited"
  %".67" = icmp eq i32 %".54", 3
  %".68" = zext i1 %".67" to i32
  %".69" = add i32 %".66", %".68"
  store i32 %".69", i32* %"exited"
  %".71" = load i32, i32* %"at.step"
  %".72" = icmp eq i32 %".54", 5
  %".73" = zext i1 %".72" to i32
  %".74" = add i32 %".71", %".73"
  store i32 %".74", i32* %"at.step"
  %".76" = add i32 %"tx", 1
  br label %"tx.head", !llvm.loop !25
tx.end:
  %".78" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !22
each:
  br label %"each.head"
known:
  %".86" = lshr i32 %".4", 4
  switch i32 %".86", label %"scan" [i32 7, label %"block7"]
scan:
  %".140" = mul nuw nsw i64 %".26", 0
  %".141" = zext i32 0 to i64
  %".142" = mul nuw nsw i64 %".141", 4
  %".143" = add nuw nsw i64 %".140", %".142"
  %".144" = getelementptr i8, ptr %".23", i64 %".143"
  %".145" = load i32, ptr %".144"
  %".146" = lshr i32 %".145", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block7:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block7"], [%".137", %"ty.end.1"]
  %".89" = icmp slt i32 %"tz.1", %".19"
  br i1 %".89", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".135", %"tx.end.1"]
  %".92" = icmp slt i32 %"ty.1", %".17"
  br i1 %".92", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".94" = mul nuw nsw i32 %".17", %"tz.1"
  %".95" = add nuw nsw i32 %"ty.1", %".94"
  %".96" = mul nuw nsw i32 %".15", %".95"
  br label %"tx.head.1"
ty.end.1:
  %".137" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !29
tx.head.1:
  %"tx.1" = phi  i32 [0, %"ty.body.1"], [%".133", %"tx.body.1"]
  %".98" = icmp slt i32 %"tx.1", %".15"
  br i1 %".98", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".100" = add nuw nsw i32 %"tx.1", %".96"
  %".101" = mul nuw nsw i32 %".100", 32
  %".102" = zext i32 %".101" to i64
  %".103" = getelementptr i8, ptr %".21", i64 %".102"
  %".104" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".103", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 7, i32 %".100", i32 %".13")
  %".105" = mul nuw nsw i64 %".26", 0
  %".106" = zext i32 %".100" to i64
  %".107" = mul nuw nsw i64 %".106", 4
  %".108" = add nuw nsw i64 %".105", %".107"
  %".109" = getelementptr i8, ptr %".23", i64 %".108"
  store i32 %".104", ptr %".109", !llvm.access.group !18, !tbaa !28
  %".111" = and i32 %".104", 15
  %".112" = load i32, i32* %"or"
  %".113" = or i32 %".112", %".104"
  store i32 %".113", i32* %"or"
  %".115" = load i32, i32* %"and"
  %".116" = and i32 %".115", %".104"
  store i32 %".116", i32* %"and"
  %".118" = load i32, i32* %"at.bar"
  %".119" = icmp eq i32 %".111", 2
  %".120" = zext i1 %".119" to i32
  %".121" = add i32 %".118", %".120"
  store i32 %".121", i32* %"at.bar"
  %".123" = load i32, i32* %"exited"
  %".124" = icmp eq i32 %".111", 3
  %".125" = zext i1 %".124" to i32
  %".126" = add i32 %".123", %".125"
  store i32 %".126", i32* %"exited"
  %".128" = load i32, i32* %"at.step"
  %".129" = icmp eq i32 %".111", 5
  %".130" = zext i1 %".129" to i32
  %".131" = add i32 %".128", %".130"
  store i32 %".131", i32* %"at.step"
  %".133" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !31
tx.end.1:
  %".135" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !30
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".172", %"same.body"]
  %".149" = icmp slt i32 %"same.1", %".13"
  br i1 %".149", label %"same.body", label %"same.end"
same.body:
  %".151" = add i32 0, %"same.1"
  %".152" = mul nuw nsw i64 %".26", 0
  %".153" = zext i32 %".151" to i64
  %".154" = mul nuw nsw i64 %".153", 4
  %".155" = add nuw nsw i64 %".152", %".154"
  %".156" = getelementptr i8, ptr %".23", i64 %".155"
  %".157" = load i32, ptr %".156"
  %".158" = and i32 %".157", 15
  %".159" = icmp eq i32 %".158", 2
  %".160" = mul nuw nsw i64 %".26", 0
  %".161" = zext i32 %".151" to i64
  %".162" = mul nuw nsw i64 %".161", 4
  %".163" = add nuw nsw i64 %".160", %".162"
  %".164" = getelementptr i8, ptr %".23", i64 %".163"
  %".165" = load i32, ptr %".164"
  %".166" = lshr i32 %".165", 4
  %".167" = icmp eq i32 %".166", %".146"
  %".168" = and i1 %".159", %".167"
  %".169" = load i1, i1* %"same"
  %".170" = and i1 %".169", %".168"
  store i1 %".170", i1* %"same"
  %".172" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".174" = load i1, i1* %"same"
  br i1 %".174", label %"uniform", label %"each"
uniform:
  switch i32 %".146", label %"each" [i32 7, label %"block7"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".221", %"each.body.endif"]
  %".178" = icmp slt i32 %"each.1", %".13"
  br i1 %".178", label %"each.body", label %"each.end"
each.body:
  %".180" = add i32 0, %"each.1"
  %".181" = mul nuw nsw i64 %".26", 0
  %".182" = zext i32 %".180" to i64
  %".183" = mul nuw nsw i64 %".182", 4
  %".184" = add nuw nsw i64 %".181", %".183"
  %".185" = getelementptr i8, ptr %".23", i64 %".184"
  %".186" = load i32, ptr %".185"
  %".187" = and i32 %".186", 15
  %".188" = icmp eq i32 %".187", 2
  br i1 %".188", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".190" = mul nuw nsw i64 %".26", 0
  %".191" = zext i32 %".180" to i64
  %".192" = mul nuw nsw i64 %".191", 4
  %".193" = add nuw nsw i64 %".190", %".192"
  %".194" = getelementptr i8, ptr %".23", i64 %".193"
  %".195" = load i32, ptr %".194"
  %".196" = lshr i32 %".195", 4
  %".197" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".196", i32 %".180")
  %".198" = and i32 %".197", 15
  %".199" = load i32, i32* %"or"
  %".200" = or i32 %".199", %".197"
  store i32 %".200", i32* %"or"
  %".202" = load i32, i32* %"and"
  %".203" = and i32 %".202", %".197"
  store i32 %".203", i32* %"and"
  %".205" = load i32, i32* %"at.bar"
  %".206" = icmp eq i32 %".198", 2
  %".207" = zext i1 %".206" to i32
  %".208" = add i32 %".205", %".207"
  store i32 %".208", i32* %"at.bar"
  %".210" = load i32, i32* %"exited"
  %".211" = icmp eq i32 %".198", 3
  %".212" = zext i1 %".211" to i32
  %".213" = add i32 %".210", %".212"
  store i32 %".213", i32* %"exited"
  %".215" = load i32, i32* %"at.step"
  %".216" = icmp eq i32 %".198", 5
  %".217" = zext i1 %".216" to i32
  %".218" = add i32 %".215", %".217"
  store i32 %".218", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".221" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".226" = lshr i32 %".13", 5
  store i32 %".226", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".229" = lshr i32 %".4", 4
  switch i32 %".229", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".231" = load i32, i32* %"lo"
  %".232" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".231", %"lanes1"], [%".276", %"lane.end"]
  %".234" = icmp slt i32 %"warp.1", %".232"
  br i1 %".234", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".236" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_1"(ptr %".1", ptr %".2", i32 %".236")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".278" = mul nuw nsw i32 %".232", %"warp.size.1"
  store i32 %".278", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".274", %"lane.body"]
  %".239" = icmp slt i32 %"lane", 32
  br i1 %".239", label %"lane.body", label %"lane.end"
lane.body:
  %".241" = add nuw nsw i32 %".236", %"lane"
  %".242" = mul nuw nsw i32 %".241", 32
  %".243" = zext i32 %".242" to i64
  %".244" = getelementptr i8, ptr %".21", i64 %".243"
  %".245" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".244", i32 %".241", i32 0, i32 0, i32 6, i32 %".241", i32 %".13")
  %".246" = mul nuw nsw i64 %".26", 0
  %".247" = zext i32 %".241" to i64
  %".248" = mul nuw nsw i64 %".247", 4
  %".249" = add nuw nsw i64 %".246", %".248"
  %".250" = getelementptr i8, ptr %".23", i64 %".249"
  store i32 %".245", ptr %".250", !llvm.access.group !18, !tbaa !28
  %".252" = and i32 %".245", 15
  %".253" = load i32, i32* %"or"
  %".254" = or i32 %".253", %".245"
  store i32 %".254", i32* %"or"
  %".256" = load i32, i32* %"and"
  %".257" = and i32 %".256", %".245"
  store i32 %".257", i32* %"and"
  %".259" = load i32, i32* %"at.bar"
  %".260" = icmp eq i32 %".252", 2
  %".261" = zext i1 %".260" to i32
  %".262" = add i32 %".259", %".261"
  store i32 %".262", i32* %"at.bar"
  %".264" = load i32, i32* %"exited"
  %".265" = icmp eq i32 %".252", 3
  %".266" = zext i1 %".265" to i32
  %".267" = add i32 %".264", %".266"
  store i32 %".267", i32* %"exited"
  %".269" = load i32, i32* %"at.step"
  %".270" = icmp eq i32 %".252", 5
  %".271" = zext i1 %".270" to i32
  %".272" = add i32 %".269", %".271"
  store i32 %".272", i32* %"at.step"
  %".274" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !33
lane.end:
  %".276" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !32
lanes.tail:
  %".280" = load i32, i32* %"tail"
  %".281" = load i32, i32* %"end"
  %".282" = sub i32 %".281", %".280"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".319", %"each.body.1.endif"]
  %".284" = icmp slt i32 %"each.2", %".282"
  br i1 %".284", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".286" = add i32 %".280", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".288" = mul nuw nsw i64 %".26", 0
  %".289" = zext i32 %".286" to i64
  %".290" = mul nuw nsw i64 %".289", 4
  %".291" = add nuw nsw i64 %".288", %".290"
  %".292" = getelementptr i8, ptr %".23", i64 %".291"
  %".293" = load i32, ptr %".292"
  %".294" = lshr i32 %".293", 4
  %".295" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".294", i32 %".286")
  %".296" = and i32 %".295", 15
  %".297" = load i32, i32* %"or"
  %".298" = or i32 %".297", %".295"
  store i32 %".298", i32* %"or"
  %".300" = load i32, i32* %"and"
  %".301" = and i32 %".300", %".295"
  store i32 %".301", i32* %"and"
  %".303" = load i32, i32* %"at.bar"
  %".304" = icmp eq i32 %".296", 2
  %".305" = zext i1 %".304" to i32
  %".306" = add i32 %".303", %".305"
  store i32 %".306", i32* %"at.bar"
  %".308" = load i32, i32* %"exited"
  %".309" = icmp eq i32 %".296", 3
  %".310" = zext i1 %".309" to i32
  %".311" = add i32 %".308", %".310"
  store i32 %".311", i32* %"exited"
  %".313" = load i32, i32* %"at.step"
  %".314" = icmp eq i32 %".296", 5
  %".315" = zext i1 %".314" to i32
  %".316" = add i32 %".313", %".315"
  store i32 %".316", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".319" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".323" = load i32, i32* %"lo"
  %".324" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".323", %"lanes2"], [%".367", %"lane.end.1"]
  %".326" = icmp slt i32 %"warp.2", %".324"
  br i1 %".326", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".328" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".369" = mul nuw nsw i32 %".324", %"warp.size.3"
  store i32 %".369", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".365", %"lane.body.1"]
  %".330" = icmp slt i32 %"lane.1", 32
  br i1 %".330", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".332" = add nuw nsw i32 %".328", %"lane.1"
  %".333" = mul nuw nsw i32 %".332", 32
  %".334" = zext i32 %".333" to i64
  %".335" = getelementptr i8, ptr %".21", i64 %".334"
  %".336" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".335", i32 %".332", i32 0, i32 0, i32 2, i32 %".332", i32 %".13")
  %".337" = mul nuw nsw i64 %".26", 0
  %".338" = zext i32 %".332" to i64
  %".339" = mul nuw nsw i64 %".338", 4
  %".340" = add nuw nsw i64 %".337", %".339"
  %".341" = getelementptr i8, ptr %".23", i64 %".340"
  store i32 %".336", ptr %".341", !llvm.access.group !18, !tbaa !28
  %".343" = and i32 %".336", 15
  %".344" = load i32, i32* %"or"
  %".345" = or i32 %".344", %".336"
  store i32 %".345", i32* %"or"
  %".347" = load i32, i32* %"and"
  %".348" = and i32 %".347", %".336"
  store i32 %".348", i32* %"and"
  %".350" = load i32, i32* %"at.bar"
  %".351" = icmp eq i32 %".343", 2
  %".352" = zext i1 %".351" to i32
  %".353" = add i32 %".350", %".352"
  store i32 %".353", i32* %"at.bar"
  %".355" = load i32, i32* %"exited"
  %".356" = icmp eq i32 %".343", 3
  %".357" = zext i1 %".356" to i32
  %".358" = add i32 %".355", %".357"
  store i32 %".358", i32* %"exited"
  %".360" = load i32, i32* %"at.step"
  %".361" = icmp eq i32 %".343", 5
  %".362" = zext i1 %".361" to i32
  %".363" = add i32 %".360", %".362"
  store i32 %".363", i32* %"at.step"
  %".365" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !35
lane.end.1:
  %".367" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !34
lanes3:
  %".372" = load i32, i32* %"lo"
  %".373" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".372", %"lanes3"], [%".416", %"lane.end.2"]
  %".375" = icmp slt i32 %"warp.3", %".373"
  br i1 %".375", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".377" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".418" = mul nuw nsw i32 %".373", %"warp.size.5"
  store i32 %".418", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".414", %"lane.body.2"]
  %".379" = icmp slt i32 %"lane.2", 32
  br i1 %".379", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".381" = add nuw nsw i32 %".377", %"lane.2"
  %".382" = mul nuw nsw i32 %".381", 32
  %".383" = zext i32 %".382" to i64
  %".384" = getelementptr i8, ptr %".21", i64 %".383"
  %".385" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".384", i32 %".381", i32 0, i32 0, i32 3, i32 %".381", i32 %".13")
  %".386" = mul nuw nsw i64 %".26", 0
  %".387" = zext i32 %".381" to i64
  %".388" = mul nuw nsw i64 %".387", 4
  %".389" = add nuw nsw i64 %".386", %".388"
  %".390" = getelementptr i8, ptr %".23", i64 %".389"
  store i32 %".385", ptr %".390", !llvm.access.group !18, !tbaa !28
  %".392" = and i32 %".385", 15
  %".393" = load i32, i32* %"or"
  %".394" = or i32 %".393", %".385"
  store i32 %".394", i32* %"or"
  %".396" = load i32, i32* %"and"
  %".397" = and i32 %".396", %".385"
  store i32 %".397", i32* %"and"
  %".399" = load i32, i32* %"at.bar"
  %".400" = icmp eq i32 %".392", 2
  %".401" = zext i1 %".400" to i32
  %".402" = add i32 %".399", %".401"
  store i32 %".402", i32* %"at.bar"
  %".404" = load i32, i32* %"exited"
  %".405" = icmp eq i32 %".392", 3
  %".406" = zext i1 %".405" to i32
  %".407" = add i32 %".404", %".406"
  store i32 %".407", i32* %"exited"
  %".409" = load i32, i32* %"at.step"
  %".410" = icmp eq i32 %".392", 5
  %".411" = zext i1 %".410" to i32
  %".412" = add i32 %".409", %".411"
  store i32 %".412", i32* %"at.step"
  %".414" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !37
lane.end.2:
  %".416" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !36
lanes4:
  %".421" = load i32, i32* %"lo"
  %".422" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".421", %"lanes4"], [%".465", %"lane.end.3"]
  %".424" = icmp slt i32 %"warp.4", %".422"
  br i1 %".424", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".426" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".467" = mul nuw nsw i32 %".422", %"warp.size.7"
  store i32 %".467", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".463", %"lane.body.3"]
  %".428" = icmp slt i32 %"lane.3", 32
  br i1 %".428", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".430" = add nuw nsw i32 %".426", %"lane.3"
  %".431" = mul nuw nsw i32 %".430", 32
  %".432" = zext i32 %".431" to i64
  %".433" = getelementptr i8, ptr %".21", i64 %".432"
  %".434" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".433", i32 %".430", i32 0, i32 0, i32 4, i32 %".430", i32 %".13")
  %".435" = mul nuw nsw i64 %".26", 0
  %".436" = zext i32 %".430" to i64
  %".437" = mul nuw nsw i64 %".436", 4
  %".438" = add nuw nsw i64 %".435", %".437"
  %".439" = getelementptr i8, ptr %".23", i64 %".438"
  store i32 %".434", ptr %".439", !llvm.access.group !18, !tbaa !28
  %".441" = and i32 %".434", 15
  %".442" = load i32, i32* %"or"
  %".443" = or i32 %".442", %".434"
  store i32 %".443", i32* %"or"
  %".445" = load i32, i32* %"and"
  %".446" = and i32 %".445", %".434"
  store i32 %".446", i32* %"and"
  %".448" = load i32, i32* %"at.bar"
  %".449" = icmp eq i32 %".441", 2
  %".450" = zext i1 %".449" to i32
  %".451" = add i32 %".448", %".450"
  store i32 %".451", i32* %"at.bar"
  %".453" = load i32, i32* %"exited"
  %".454" = icmp eq i32 %".441", 3
  %".455" = zext i1 %".454" to i32
  %".456" = add i32 %".453", %".455"
  store i32 %".456", i32* %"exited"
  %".458" = load i32, i32* %"at.step"
  %".459" = icmp eq i32 %".441", 5
  %".460" = zext i1 %".459" to i32
  %".461" = add i32 %".458", %".460"
  store i32 %".461", i32* %"at.step"
  %".463" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !39
lane.end.3:
  %".465" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !38
lanes5:
  %".470" = load i32, i32* %"lo"
  %".471" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".470", %"lanes5"], [%".514", %"lane.end.4"]
  %".473" = icmp slt i32 %"warp.5", %".471"
  br i1 %".473", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".475" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".516" = mul nuw nsw i32 %".471", %"warp.size.9"
  store i32 %".516", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".512", %"lane.body.4"]
  %".477" = icmp slt i32 %"lane.4", 32
  br i1 %".477", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".479" = add nuw nsw i32 %".475", %"lane.4"
  %".480" = mul nuw nsw i32 %".479", 32
  %".481" = zext i32 %".480" to i64
  %".482" = getelementptr i8, ptr %".21", i64 %".481"
  %".483" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".482", i32 %".479", i32 0, i32 0, i32 5, i32 %".479", i32 %".13")
  %".484" = mul nuw nsw i64 %".26", 0
  %".485" = zext i32 %".479" to i64
  %".486" = mul nuw nsw i64 %".485", 4
  %".487" = add nuw nsw i64 %".484", %".486"
  %".488" = getelementptr i8, ptr %".23", i64 %".487"
  store i32 %".483", ptr %".488", !llvm.access.group !18, !tbaa !28
  %".490" = and i32 %".483", 15
  %".491" = load i32, i32* %"or"
  %".492" = or i32 %".491", %".483"
  store i32 %".492", i32* %"or"
  %".494" = load i32, i32* %"and"
  %".495" = and i32 %".494", %".483"
  store i32 %".495", i32* %"and"
  %".497" = load i32, i32* %"at.bar"
  %".498" = icmp eq i32 %".490", 2
  %".499" = zext i1 %".498" to i32
  %".500" = add i32 %".497", %".499"
  store i32 %".500", i32* %"at.bar"
  %".502" = load i32, i32* %"exited"
  %".503" = icmp eq i32 %".490", 3
  %".504" = zext i1 %".503" to i32
  %".505" = add i32 %".502", %".504"
  store i32 %".505", i32* %"exited"
  %".507" = load i32, i32* %"at.step"
  %".508" = icmp eq i32 %".490", 5
  %".509" = zext i1 %".508" to i32
  %".510" = add i32 %".507", %".509"
  store i32 %".510", i32* %"at.step"
  %".512" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !41
lane.end.4:
  %".514" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !40
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".555", %"each.body.2.endif"]
  %".520" = icmp slt i32 %"each.3", %".13"
  br i1 %".520", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".522" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".524" = mul nuw nsw i64 %".26", 0
  %".525" = zext i32 %".522" to i64
  %".526" = mul nuw nsw i64 %".525", 4
  %".527" = add nuw nsw i64 %".524", %".526"
  %".528" = getelementptr i8, ptr %".23", i64 %".527"
  %".529" = load i32, ptr %".528"
  %".530" = lshr i32 %".529", 4
  %".531" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".530", i32 %".522")
  %".532" = and i32 %".531", 15
  %".533" = load i32, i32* %"or"
  %".534" = or i32 %".533", %".531"
  store i32 %".534", i32* %"or"
  %".536" = load i32, i32* %"and"
  %".537" = and i32 %".536", %".531"
  store i32 %".537", i32* %"and"
  %".539" = load i32, i32* %"at.bar"
  %".540" = icmp eq i32 %".532", 2
  %".541" = zext i1 %".540" to i32
  %".542" = add i32 %".539", %".541"
  store i32 %".542", i32* %"at.bar"
  %".544" = load i32, i32* %"exited"
  %".545" = icmp eq i32 %".532", 3
  %".546" = zext i1 %".545" to i32
  %".547" = add i32 %".544", %".546"
  store i32 %".547", i32* %"exited"
  %".549" = load i32, i32* %"at.step"
  %".550" = icmp eq i32 %".532", 5
  %".551" = zext i1 %".550" to i32
  %".552" = add i32 %".549", %".551"
  store i32 %".552", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".555" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".560" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".615" = mul nuw nsw i64 %".26", 0
  %".616" = zext i32 0 to i64
  %".617" = mul nuw nsw i64 %".616", 4
  %".618" = add nuw nsw i64 %".615", %".617"
  %".619" = getelementptr i8, ptr %".23", i64 %".618"
  %".620" = load i32, ptr %".619"
  %".621" = lshr i32 %".620", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".560", label %"step.scan" [i32 6, label %"block6"]
block6:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block6"], [%".612", %"ty.end.2"]
  %".564" = icmp slt i32 %"tz.2", %".19"
  br i1 %".564", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".610", %"tx.end.2"]
  %".567" = icmp slt i32 %"ty.2", %".17"
  br i1 %".567", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".569" = mul nuw nsw i32 %".17", %"tz.2"
  %".570" = add nuw nsw i32 %"ty.2", %".569"
  %".571" = mul nuw nsw i32 %".15", %".570"
  br label %"tx.head.2"
ty.end.2:
  %".612" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !42
tx.head.2:
  %"tx.2" = phi  i32 [0, %"ty.body.2"], [%".608", %"tx.body.2"]
  %".573" = icmp slt i32 %"tx.2", %".15"
  br i1 %".573", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".575" = add nuw nsw i32 %"tx.2", %".571"
  %".576" = mul nuw nsw i32 %".575", 32
  %".577" = zext i32 %".576" to i64
  %".578" = getelementptr i8, ptr %".21", i64 %".577"
  %".579" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".578", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 6, i32 %".575", i32 %".13")
  %".580" = mul nuw nsw i64 %".26", 0
  %".581" = zext i32 %".575" to i64
  %".582" = mul nuw nsw i64 %".581", 4
  %".583" = add nuw nsw i64 %".580", %".582"
  %".584" = getelementptr i8, ptr %".23", i64 %".583"
  store i32 %".579", ptr %".584", !llvm.access.group !18, !tbaa !28
  %".586" = and i32 %".579", 15
  %".587" = load i32, i32* %"or"
  %".588" = or i32 %".587", %".579"
  store i32 %".588", i32* %"or"
  %".590" = load i32, i32* %"and"
  %".591" = and i32 %".590", %".579"
  store i32 %".591", i32* %"and"
  %".593" = load i32, i32* %"at.bar"
  %".594" = icmp eq i32 %".586", 2
  %".595" = zext i1 %".594" to i32
  %".596" = add i32 %".593", %".595"
  store i32 %".596", i32* %"at.bar"
  %".598" = load i32, i32* %"exited"
  %".599" = icmp eq i32 %".586", 3
  %".600" = zext i1 %".599" to i32
  %".601" = add i32 %".598", %".600"
  store i32 %".601", i32* %"exited"
  %".603" = load i32, i32* %"at.step"
  %".604" = icmp eq i32 %".586", 5
  %".605" = zext i1 %".604" to i32
  %".606" = add i32 %".603", %".605"
  store i32 %".606", i32* %"at.step"
  %".608" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !44
tx.end.2:
  %".610" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !43
step.some:
  br i1 %".29", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".647", %"same.body.1"]
  %".624" = icmp slt i32 %"same.2", %".13"
  br i1 %".624", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".626" = add i32 0, %"same.2"
  %".627" = mul nuw nsw i64 %".26", 0
  %".628" = zext i32 %".626" to i64
  %".629" = mul nuw nsw i64 %".628", 4
  %".630" = add nuw nsw i64 %".627", %".629"
  %".631" = getelementptr i8, ptr %".23", i64 %".630"
  %".632" = load i32, ptr %".631"
  %".633" = and i32 %".632", 15
  %".634" = icmp eq i32 %".633", 5
  %".635" = mul nuw nsw i64 %".26", 0
  %".636" = zext i32 %".626" to i64
  %".637" = mul nuw nsw i64 %".636", 4
  %".638" = add nuw nsw i64 %".635", %".637"
  %".639" = getelementptr i8, ptr %".23", i64 %".638"
  %".640" = load i32, ptr %".639"
  %".641" = lshr i32 %".640", 4
  %".642" = icmp eq i32 %".641", %".621"
  %".643" = and i1 %".634", %".642"
  %".644" = load i1, i1* %"same"
  %".645" = and i1 %".644", %".643"
  store i1 %".645", i1* %"same"
  %".647" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".649" = load i1, i1* %"same"
  br i1 %".649", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".621", label %"step.some" [i32 6, label %"block6"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".686", %"run.scan.body"]
  %".658" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".658", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".660" = mul nuw nsw i64 %".26", 0
  %".661" = zext i32 %"run.scan.1" to i64
  %".662" = mul nuw nsw i64 %".661", 4
  %".663" = add nuw nsw i64 %".660", %".662"
  %".664" = getelementptr i8, ptr %".23", i64 %".663"
  %".665" = load i32, ptr %".664"
  %".666" = and i32 %".665", 15
  %".667" = icmp eq i32 %".666", 5
  %".668" = load i32, i32* %"run.first"
  %".669" = icmp eq i32 %".668", -1
  %".670" = and i1 %".667", %".669"
  %".671" = select  i1 %".670", i32 %"run.scan.1", i32 %".668"
  store i32 %".671", i32* %"run.first"
  %".673" = load i32, i32* %"run.code"
  %".674" = select  i1 %".670", i32 %".665", i32 %".673"
  store i32 %".674", i32* %"run.code"
  %".676" = icmp ne i32 %".668", -1
  %".677" = load i32, i32* %"run.end"
  %".678" = icmp eq i32 %".677", -1
  %".679" = load i32, i32* %"run.code"
  %".680" = icmp ne i32 %".665", %".679"
  %".681" = and i1 %".678", %".680"
  %".682" = and i1 %".676", %".681"
  %".683" = load i32, i32* %"run.end"
  %".684" = select  i1 %".682", i32 %"run.scan.1", i32 %".683"
  store i32 %".684", i32* %"run.end"
  %".686" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".688" = load i32, i32* %"run.end"
  %".689" = icmp eq i32 %".688", -1
  %".690" = select  i1 %".689", i32 %".13", i32 %".688"
  store i32 %".690", i32* %"run.end"
  %".692" = load i32, i32* %"run.first"
  %".693" = sub i32 %".690", %".692"
  %".694" = load i32, i32* %"run.first"
  %".695" = icmp ne i32 %".694", -1
  %".696" = shl i32 %".693", 1
  %".697" = icmp uge i32 %".696", %".13"
  %".698" = and i1 %".695", %".697"
  br i1 %".698", label %"run.found", label %"step.each"
run.found:
  %".700" = load i32, i32* %"run.code"
  %".701" = lshr i32 %".700", 4
  %".702" = load i32, i32* %"run.first"
  %".703" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".751", %"others.body.endif"]
  %".705" = icmp slt i32 %"others", %".13"
  br i1 %".705", label %"others.body", label %"others.end"
others.body:
  %".707" = icmp ult i32 %"others", %".702"
  %".708" = icmp uge i32 %"others", %".703"
  %".709" = or i1 %".707", %".708"
  %".710" = mul nuw nsw i64 %".26", 0
  %".711" = zext i32 %"others" to i64
  %".712" = mul nuw nsw i64 %".711", 4
  %".713" = add nuw nsw i64 %".710", %".712"
  %".714" = getelementptr i8, ptr %".23", i64 %".713"
  %".715" = load i32, ptr %".714"
  %".716" = and i32 %".715", 15
  %".717" = icmp eq i32 %".716", 5
  %".718" = and i1 %".709", %".717"
  br i1 %".718", label %"others.body.if", label %"others.body.endif"
others.end:
  switch i32 %".701", label %"run.other" [i32 6, label %"run6"]
others.body.if:
  %".720" = mul nuw nsw i64 %".26", 0
  %".721" = zext i32 %"others" to i64
  %".722" = mul nuw nsw i64 %".721", 4
  %".723" = add nuw nsw i64 %".720", %".722"
  %".724" = getelementptr i8, ptr %".23", i64 %".723"
  %".725" = load i32, ptr %".724"
  %".726" = lshr i32 %".725", 4
  %".727" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".726", i32 %"others")
  %".728" = and i32 %".727", 15
  %".729" = load i32, i32* %"or"
  %".730" = or i32 %".729", %".727"
  store i32 %".730", i32* %"or"
  %".732" = load i32, i32* %"and"
  %".733" = and i32 %".732", %".727"
  store i32 %".733", i32* %"and"
  %".735" = load i32, i32* %"at.bar"
  %".736" = icmp eq i32 %".728", 2
  %".737" = zext i1 %".736" to i32
  %".738" = add i32 %".735", %".737"
  store i32 %".738", i32* %"at.bar"
  %".740" = load i32, i32* %"exited"
  %".741" = icmp eq i32 %".728", 3
  %".742" = zext i1 %".741" to i32
  %".743" = add i32 %".740", %".742"
  store i32 %".743", i32* %"exited"
  %".745" = load i32, i32* %"at.step"
  %".746" = icmp eq i32 %".728", 5
  %".747" = zext i1 %".746" to i32
  %".748" = add i32 %".745", %".747"
  store i32 %".748", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".751" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
run6:
  %".754" = load i32, i32* %"run.first"
  %".755" = load i32, i32* %"run.end"
  br label %"run.head"
run.head:
  %"run" = phi  i32 [%".754", %"run6"], [%".791", %"run.body"]
  %".757" = icmp slt i32 %"run", %".755"
  br i1 %".757", label %"run.body", label %"run.end.1"
run.body:
  %".759" = mul nuw nsw i32 %"run", 32
  %".760" = zext i32 %".759" to i64
  %".761" = getelementptr i8, ptr %".21", i64 %".760"
  %".762" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".761", i32 %"run", i32 0, i32 0, i32 6, i32 %"run", i32 %".13")
  %".763" = mul nuw nsw i64 %".26", 0
  %".764" = zext i32 %"run" to i64
  %".765" = mul nuw nsw i64 %".764", 4
  %".766" = add nuw nsw i64 %".763", %".765"
  %".767" = getelementptr i8, ptr %".23", i64 %".766"
  store i32 %".762", ptr %".767", !llvm.access.group !18, !tbaa !28
  %".769" = and i32 %".762", 15
  %".770" = load i32, i32* %"or"
  %".771" = or i32 %".770", %".762"
  store i32 %".771", i32* %"or"
  %".773" = load i32, i32* %"and"
  %".774" = and i32 %".773", %".762"
  store i32 %".774", i32* %"and"
  %".776" = load i32, i32* %"at.bar"
  %".777" = icmp eq i32 %".769", 2
  %".778" = zext i1 %".777" to i32
  %".779" = add i32 %".776", %".778"
  store i32 %".779", i32* %"at.bar"
  %".781" = load i32, i32* %"exited"
  %".782" = icmp eq i32 %".769", 3
  %".783" = zext i1 %".782" to i32
  %".784" = add i32 %".781", %".783"
  store i32 %".784", i32* %"exited"
  %".786" = load i32, i32* %"at.step"
  %".787" = icmp eq i32 %".769", 5
  %".788" = zext i1 %".787" to i32
  %".789" = add i32 %".786", %".788"
  store i32 %".789", i32* %"at.step"
  %".791" = add i32 %"run", 1
  br label %"run.head", !llvm.loop !45
run.end.1:
  br label %"done"
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".843", %"each.body.3.endif"]
  %".796" = icmp slt i32 %"each.4", %".13"
  br i1 %".796", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".798" = add i32 0, %"each.4"
  %".799" = mul nuw nsw i64 %".26", 0
  %".800" = zext i32 %".798" to i64
  %".801" = mul nuw nsw i64 %".800", 4
  %".802" = add nuw nsw i64 %".799", %".801"
  %".803" = getelementptr i8, ptr %".23", i64 %".802"
  %".804" = load i32, ptr %".803"
  %".805" = and i32 %".804", 15
  %".806" = icmp eq i32 %".805", 5
  br i1 %".806", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".843" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".809" = mul nuw nsw i64 %".26", 0
  %".810" = zext i32 %".798" to i64
  %".811" = mul nuw nsw i64 %".810", 4
  %".812" = add nuw nsw i64 %".809", %".811"
  %".813" = getelementptr i8, ptr %".23", i64 %".812"
  %".814" = load i32, ptr %".813"
  %".815" = lshr i32 %".814", 4
  %".816" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".815", i32 %".798")
  %".817" = and i32 %".816", 15
  %".818" = icmp eq i32 %".817", 5
  br i1 %".818", label %"each.step", label %"each.stop"
each.stop:
  %".820" = and i32 %".816", 15
  %".821" = load i32, i32* %"or"
  %".822" = or i32 %".821", %".816"
  store i32 %".822", i32* %"or"
  %".824" = load i32, i32* %"and"
  %".825" = and i32 %".824", %".816"
  store i32 %".825", i32* %"and"
  %".827" = load i32, i32* %"at.bar"
  %".828" = icmp eq i32 %".820", 2
  %".829" = zext i1 %".828" to i32
  %".830" = add i32 %".827", %".829"
  store i32 %".830", i32* %"at.bar"
  %".832" = load i32, i32* %"exited"
  %".833" = icmp eq i32 %".820", 3
  %".834" = zext i1 %".833" to i32
  %".835" = add i32 %".832", %".834"
  store i32 %".835", i32* %"exited"
  %".837" = load i32, i32* %"at.step"
  %".838" = icmp eq i32 %".820", 5
  %".839" = zext i1 %".838" to i32
  %".840" = add i32 %".837", %".839"
  store i32 %".840", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".854" = add nuw nsw i32 %".3", 1
  store i32 %".854", i32* %"hi"
  %".856" = add nuw nsw i32 %".846", 32
  store i32 %".856", i32* %"end"
  %".858" = mul nuw nsw i64 %".26", 0
  %".859" = zext i32 %".846" to i64
  %".860" = mul nuw nsw i64 %".859", 4
  %".861" = add nuw nsw i64 %".858", %".860"
  %".862" = getelementptr i8, ptr %".23", i64 %".861"
  %".863" = load i32, ptr %".862"
  %".864" = lshr i32 %".863", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".882", %"same.body.2"]
  %".867" = icmp slt i32 %"same.3", 32
  br i1 %".867", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".869" = add i32 %".846", %"same.3"
  %".870" = mul nuw nsw i64 %".26", 0
  %".871" = zext i32 %".869" to i64
  %".872" = mul nuw nsw i64 %".871", 4
  %".873" = add nuw nsw i64 %".870", %".872"
  %".874" = getelementptr i8, ptr %".23", i64 %".873"
  %".875" = load i32, ptr %".874"
  %".876" = lshr i32 %".875", 4
  %".877" = icmp eq i32 %".876", %".864"
  %".878" = and i1 1, %".877"
  %".879" = load i1, i1* %"same"
  %".880" = and i1 %".879", %".878"
  store i1 %".880", i1* %"same"
  %".882" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".884" = load i1, i1* %"same"
  br i1 %".884", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".864", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".926", %"each.body.4.endif"]
  %".888" = icmp slt i32 %"each.5", 32
  br i1 %".888", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".890" = add i32 %".846", %"each.5"
  %".891" = shl i32 1, %"each.5"
  %".892" = and i32 %".4", %".891"
  %".893" = icmp ne i32 %".892", 0
  br i1 %".893", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".895" = mul nuw nsw i64 %".26", 0
  %".896" = zext i32 %".890" to i64
  %".897" = mul nuw nsw i64 %".896", 4
  %".898" = add nuw nsw i64 %".895", %".897"
  %".899" = getelementptr i8, ptr %".23", i64 %".898"
  %".900" = load i32, ptr %".899"
  %".901" = lshr i32 %".900", 4
  %".902" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".901", i32 %".890")
  %".903" = and i32 %".902", 15
  %".904" = load i32, i32* %"or"
  %".905" = or i32 %".904", %".902"
  store i32 %".905", i32* %"or"
  %".907" = load i32, i32* %"and"
  %".908" = and i32 %".907", %".902"
  store i32 %".908", i32* %"and"
  %".910" = load i32, i32* %"at.bar"
  %".911" = icmp eq i32 %".903", 2
  %".912" = zext i1 %".911" to i32
  %".913" = add i32 %".910", %".912"
  store i32 %".913", i32* %"at.bar"
  %".915" = load i32, i32* %"exited"
  %".916" = icmp eq i32 %".903", 3
  %".917" = zext i1 %".916" to i32
  %".918" = add i32 %".915", %".917"
  store i32 %".918", i32* %"exited"
  %".920" = load i32, i32* %"at.step"
  %".921" = icmp eq i32 %".903", 5
  %".922" = zext i1 %".921" to i32
  %".923" = add i32 %".920", %".922"
  store i32 %".923", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".926" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !46, !align !47
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !19
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !48
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !49
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
  br i1 %".61", label %"entry.if", label %"entry.endif", !prof !50
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
!45 = distinct !{!45, !24, !23, !20}
!46 = !{ i64 20 }
!47 = !{ i64 16 }
!48 = !{ i32 1, i32 -2147483648 }
!49 = !{ i32 1, i32 65536 }
!50 = !{ !"branch_weights", i32 1, i32 99 }