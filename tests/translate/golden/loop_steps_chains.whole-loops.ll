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
  %".18" = add nuw nsw i64 %".17", 16
  %".19" = zext i32 %".8" to i64
  %".20" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".20", i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".22" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".22", i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".24" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i32 %".24", i32* %"r1", !noalias !17, !llvm.access.group !18
  store i32 %".4", i32* %"r2", !noalias !17, !llvm.access.group !18
  %".27" = getelementptr i8, ptr %".1", i64 20
  %".28" = load i32, ptr %".27", !range !1, !noalias !17, !llvm.access.group !18
  store i32 %".28", i32* %"r3", !noalias !17, !llvm.access.group !18
  %".30" = getelementptr i8, ptr %".2", i64 0
  %".31" = load i32, ptr %".30", !range !2, !noalias !17, !llvm.access.group !18
  store i32 %".31", i32* %"r4", !noalias !17, !llvm.access.group !18
  %".33" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".34" = and i32 %".33", 31
  store i32 %".34", i32* %"r10", !noalias !17, !llvm.access.group !18
  %".36" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".37" = icmp uge i32 5, 32
  %".38" = select  i1 %".37", i32 0, i32 5
  %".39" = lshr i32 %".36", %".38"
  %".40" = select  i1 %".37", i32 0, i32 %".39"
  store i32 %".40", i32* %"r11", !noalias !17, !llvm.access.group !18
  %".42" = load i32, i32* %"r11", !noalias !17, !llvm.access.group !18
  %".43" = icmp uge i32 2, 32
  %".44" = select  i1 %".43", i32 0, i32 2
  %".45" = shl i32 %".42", %".44"
  %".46" = select  i1 %".43", i32 0, i32 %".45"
  store i32 %".46", i32* %"r13", !noalias !17, !llvm.access.group !18
  %".48" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".49" = zext i32 %".48" to i64
  %".50" = zext i32 4 to i64
  %".51" = mul i64 %".49", %".50"
  store i64 %".51", i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".53" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".54" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".55" = add i64 %".53", %".54"
  store i64 %".55", i64* %"rd6", !noalias !17, !llvm.access.group !18
  %".127" = getelementptr i8, ptr %".1", i64 20
  %".128" = load i32, ptr %".127", !range !1, !noalias !17, !llvm.access.group !18
  %".129" = getelementptr i8, ptr %".1", i64 24
  %".130" = load i32, ptr %".129", !range !1, !noalias !17, !llvm.access.group !18
  %".131" = mul nuw nsw i32 %".130", %".6"
  %".132" = add nuw nsw i32 %".5", %".131"
  %".133" = mul nuw nsw i32 %".128", %".132"
  %".134" = add nuw nsw i32 %".4", %".133"
  %".621" = and i32 %".7", 65535
  switch i32 %".621", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7"]
body:
  %".57" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".57", i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".59" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i64 %".59", i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".61" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !17, !llvm.access.group !18
  store i32 %".61", i32* %"r1", !noalias !17, !llvm.access.group !18
  store i32 %".4", i32* %"r2", !noalias !17, !llvm.access.group !18
  %".64" = getelementptr i8, ptr %".1", i64 20
  %".65" = load i32, ptr %".64", !range !1, !noalias !17, !llvm.access.group !18
  store i32 %".65", i32* %"r3", !noalias !17, !llvm.access.group !18
  %".67" = getelementptr i8, ptr %".2", i64 0
  %".68" = load i32, ptr %".67", !range !2, !noalias !17, !llvm.access.group !18
  store i32 %".68", i32* %"r4", !noalias !17, !llvm.access.group !18
  store i32 0, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".71" = mul nuw nsw i64 %".18", 12
  %".72" = mul nuw nsw i64 %".19", 4
  %".73" = add nuw nsw i64 %".71", %".72"
  %".74" = getelementptr i8, ptr %".16", i64 %".73"
  store i32 0, ptr %".74", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".76" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  store i32 %".76", i32* %"r6", !noalias !17, !llvm.access.group !18
  %".78" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".79" = load i32, i32* %"r1", !noalias !17, !llvm.access.group !18
  %".80" = icmp uge i32 %".78", %".79"
  store i1 %".80", i1* %"p1", !noalias !17, !llvm.access.group !18
  %".82" = load i1, i1* %"p1", !noalias !17, !llvm.access.group !18
  br i1 %".82", label %"DONE", label %"fall"
LOOP:
  %".85" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".86" = zext i32 %".85" to i64
  %".87" = zext i32 4 to i64
  %".88" = mul i64 %".86", %".87"
  store i64 %".88", i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".90" = load i64, i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".91" = load i64, i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".92" = add i64 %".90", %".91"
  store i64 %".92", i64* %"rd4", !noalias !17, !llvm.access.group !18
  %".94" = load i64, i64* %"rd3", !noalias !17, !llvm.access.group !18
  %".95" = load i64, i64* %"rd2", !noalias !17, !llvm.access.group !18
  %".96" = inttoptr i64 %".95" to ptr
  %".97" = getelementptr i8, ptr %".96", i64 %".94"
  %".98" = load i32, ptr %".97", align 4, !noalias !17, !llvm.access.group !18
  store i32 %".98", i32* %"r7", !noalias !17, !llvm.access.group !18
  %".100" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".101" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".102" = add i32 %".100", %".101"
  store i32 %".102", i32* %"r8", !noalias !17, !llvm.access.group !18
  %".104" = load i32, i32* %"r7", !noalias !17, !llvm.access.group !18
  %".105" = load i32, i32* %"r8", !noalias !17, !llvm.access.group !18
  %".106" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".107" = mul i32 %".104", %".105"
  %".108" = add i32 %".107", %".106"
  store i32 %".108", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".110" = mul nuw nsw i64 %".18", 12
  %".111" = mul nuw nsw i64 %".19", 4
  %".112" = add nuw nsw i64 %".110", %".111"
  %".113" = getelementptr i8, ptr %".16", i64 %".112"
  store i32 %".108", ptr %".113", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".115" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".116" = load i32, i32* %"r3", !noalias !17, !llvm.access.group !18
  %".117" = add i32 %".115", %".116"
  store i32 %".117", i32* %"r6", !noalias !17, !llvm.access.group !18
  %".119" = load i32, i32* %"r6", !noalias !17, !llvm.access.group !18
  %".120" = load i32, i32* %"r1", !noalias !17, !llvm.access.group !18
  %".121" = icmp ult i32 %".119", %".120"
  store i1 %".121", i1* %"p2", !noalias !17, !llvm.access.group !18
  %".123" = load i1, i1* %"p2", !noalias !17, !llvm.access.group !18
  br i1 %".123", label %"LOOP", label %"fall.1"
DONE:
  %".126" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".135" = getelementptr i8, ptr %".2", i64 224
  %".136" = load ptr, ptr %".135", !noalias !17, !llvm.access.group !18
  %".137" = zext i32 %".134" to i64
  %".138" = getelementptr i32, ptr %".136", i64 %".137"
  store i32 %".126", ptr %".138", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 17
WARPS:
  %".580" = load i32, i32* %"r17", !noalias !17, !llvm.access.group !18
  %".581" = sext i32 %".580" to i64
  %".582" = getelementptr i8, ptr %".2", i64 16
  %".583" = load ptr, ptr %".582", !noalias !17, !llvm.access.group !18
  %".584" = getelementptr i8, ptr %".583", i64 %".581"
  %".585" = load i32, ptr %".584", align 4, !noalias !17, !llvm.access.group !18
  store i32 %".585", i32* %"r18", !noalias !17, !llvm.access.group !18
  %".587" = load i32, i32* %"r14", !noalias !17, !llvm.access.group !18
  %".588" = load i32, i32* %"r18", !noalias !17, !llvm.access.group !18
  %".589" = add i32 %".587", %".588"
  store i32 %".589", i32* %"r14", !noalias !17, !llvm.access.group !18
  %".591" = load i32, i32* %"r17", !noalias !17, !llvm.access.group !18
  %".592" = add i32 %".591", 4
  store i32 %".592", i32* %"r17", !noalias !17, !llvm.access.group !18
  %".594" = load i32, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".595" = add i32 %".594", 1
  store i32 %".595", i32* %"r15", !noalias !17, !llvm.access.group !18
  %".597" = load i32, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".598" = load i32, i32* %"r16", !noalias !17, !llvm.access.group !18
  %".599" = icmp ult i32 %".597", %".598"
  store i1 %".599", i1* %"p1", !noalias !17, !llvm.access.group !18
  %".601" = load i1, i1* %"p1", !noalias !17, !llvm.access.group !18
  br i1 %".601", label %"WARPS", label %"fall.3"
END:
  ret i32 3
fall:
  br label %"LOOP"
fall.1:
  br label %"DONE"
resume1:
  %".141" = mul nuw nsw i64 %".18", 12
  %".142" = mul nuw nsw i64 %".19", 4
  %".143" = add nuw nsw i64 %".141", %".142"
  %".144" = getelementptr i8, ptr %".16", i64 %".143"
  %".145" = load i32, ptr %".144", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".145", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".147" = lshr i32 %".134", 5
  %".148" = mul i32 %".147", 32
  %".149" = getelementptr i8, ptr %".2", i64 216
  %".150" = load ptr, ptr %".149", !noalias !17, !llvm.access.group !18
  %".151" = zext i32 %".148" to i64
  %".152" = getelementptr i32, ptr %".150", i64 %".151"
  %".153" = getelementptr i8, ptr %".2", i64 32
  %".154" = load ptr, ptr %".153", !noalias !17, !llvm.access.group !18
  %".155" = lshr i32 %".134", 5
  %".156" = zext i32 %".155" to i64
  %".157" = getelementptr i64, ptr %".154", i64 %".156"
  %".158" = load i64, ptr %".157", !noalias !17, !llvm.access.group !18
  %".159" = trunc i64 %".158" to i32
  %".160" = and i32 %".134", 31
  %".161" = and i32 16, 31
  %".162" = and i32 31, 31
  %".163" = lshr i32 31, 8
  %".164" = and i32 %".163", 31
  %".165" = and i32 %".160", %".164"
  %".166" = xor i32 %".164", -1
  %".167" = and i32 %".162", %".166"
  %".168" = or i32 %".165", %".167"
  %".169" = and i32 %".160", %".164"
  %".170" = xor i32 %".160", %".161"
  %".171" = icmp sle i32 %".170", %".168"
  %".172" = select  i1 %".171", i32 %".170", i32 %".160"
  %".173" = zext i32 %".134" to i64
  %".174" = getelementptr i8, ptr %".2", i64 216
  %".175" = load ptr, ptr %".174", !noalias !17, !llvm.access.group !18
  %".176" = getelementptr i32, ptr %".175", i64 %".173"
  %".177" = load i32, ptr %".176", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".178" = zext i32 %".177" to i64
  %".179" = zext i32 %".161" to i64
  %".180" = and i32 %".134", %".161"
  %".181" = icmp ne i32 %".180", 0
  %".182" = sub i64 %".173", %".179"
  %".183" = getelementptr i8, ptr %".2", i64 216
  %".184" = load ptr, ptr %".183", !noalias !17, !llvm.access.group !18
  %".185" = getelementptr i32, ptr %".184", i64 %".182"
  %".186" = load i32, ptr %".185", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".187" = zext i32 %".186" to i64
  %".188" = add i64 %".173", %".179"
  %".189" = getelementptr i8, ptr %".2", i64 216
  %".190" = load ptr, ptr %".189", !noalias !17, !llvm.access.group !18
  %".191" = getelementptr i32, ptr %".190", i64 %".188"
  %".192" = load i32, ptr %".191", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".193" = zext i32 %".192" to i64
  %".194" = select  i1 %".181", i64 %".187", i64 %".193"
  %".195" = select  i1 %".171", i64 %".194", i64 %".178"
  %".196" = trunc i64 %".195" to i32
  store i32 %".196", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".198" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".199" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".200" = add i32 %".198", %".199"
  store i32 %".200", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".202" = mul nuw nsw i64 %".18", 12
  %".203" = mul nuw nsw i64 %".19", 4
  %".204" = add nuw nsw i64 %".202", %".203"
  %".205" = getelementptr i8, ptr %".16", i64 %".204"
  store i32 %".200", ptr %".205", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".207" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".208" = getelementptr i8, ptr %".2", i64 224
  %".209" = load ptr, ptr %".208", !noalias !17, !llvm.access.group !18
  %".210" = zext i32 %".134" to i64
  %".211" = getelementptr i32, ptr %".209", i64 %".210"
  store i32 %".207", ptr %".211", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 33
resume2:
  %".214" = mul nuw nsw i64 %".18", 12
  %".215" = mul nuw nsw i64 %".19", 4
  %".216" = add nuw nsw i64 %".214", %".215"
  %".217" = getelementptr i8, ptr %".16", i64 %".216"
  %".218" = load i32, ptr %".217", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".218", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".220" = lshr i32 %".134", 5
  %".221" = mul i32 %".220", 32
  %".222" = getelementptr i8, ptr %".2", i64 216
  %".223" = load ptr, ptr %".222", !noalias !17, !llvm.access.group !18
  %".224" = zext i32 %".221" to i64
  %".225" = getelementptr i32, ptr %".223", i64 %".224"
  %".226" = getelementptr i8, ptr %".2", i64 32
  %".227" = load ptr, ptr %".226", !noalias !17, !llvm.access.group !18
  %".228" = lshr i32 %".134", 5
  %".229" = zext i32 %".228" to i64
  %".230" = getelementptr i64, ptr %".227", i64 %".229"
  %".231" = load i64, ptr %".230", !noalias !17, !llvm.access.group !18
  %".232" = trunc i64 %".231" to i32
  %".233" = and i32 %".134", 31
  %".234" = and i32 8, 31
  %".235" = and i32 31, 31
  %".236" = lshr i32 31, 8
  %".237" = and i32 %".236", 31
  %".238" = and i32 %".233", %".237"
  %".239" = xor i32 %".237", -1
  %".240" = and i32 %".235", %".239"
  %".241" = or i32 %".238", %".240"
  %".242" = and i32 %".233", %".237"
  %".243" = xor i32 %".233", %".234"
  %".244" = icmp sle i32 %".243", %".241"
  %".245" = select  i1 %".244", i32 %".243", i32 %".233"
  %".246" = zext i32 %".134" to i64
  %".247" = getelementptr i8, ptr %".2", i64 216
  %".248" = load ptr, ptr %".247", !noalias !17, !llvm.access.group !18
  %".249" = getelementptr i32, ptr %".248", i64 %".246"
  %".250" = load i32, ptr %".249", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".251" = zext i32 %".250" to i64
  %".252" = zext i32 %".234" to i64
  %".253" = and i32 %".134", %".234"
  %".254" = icmp ne i32 %".253", 0
  %".255" = sub i64 %".246", %".252"
  %".256" = getelementptr i8, ptr %".2", i64 216
  %".257" = load ptr, ptr %".256", !noalias !17, !llvm.access.group !18
  %".258" = getelementptr i32, ptr %".257", i64 %".255"
  %".259" = load i32, ptr %".258", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".260" = zext i32 %".259" to i64
  %".261" = add i64 %".246", %".252"
  %".262" = getelementptr i8, ptr %".2", i64 216
  %".263" = load ptr, ptr %".262", !noalias !17, !llvm.access.group !18
  %".264" = getelementptr i32, ptr %".263", i64 %".261"
  %".265" = load i32, ptr %".264", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".266" = zext i32 %".265" to i64
  %".267" = select  i1 %".254", i64 %".260", i64 %".266"
  %".268" = select  i1 %".244", i64 %".267", i64 %".251"
  %".269" = trunc i64 %".268" to i32
  store i32 %".269", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".271" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".272" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".273" = add i32 %".271", %".272"
  store i32 %".273", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".275" = mul nuw nsw i64 %".18", 12
  %".276" = mul nuw nsw i64 %".19", 4
  %".277" = add nuw nsw i64 %".275", %".276"
  %".278" = getelementptr i8, ptr %".16", i64 %".277"
  store i32 %".273", ptr %".278", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".280" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".281" = getelementptr i8, ptr %".2", i64 224
  %".282" = load ptr, ptr %".281", !noalias !17, !llvm.access.group !18
  %".283" = zext i32 %".134" to i64
  %".284" = getelementptr i32, ptr %".282", i64 %".283"
  store i32 %".280", ptr %".284", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 49
resume3:
  %".287" = mul nuw nsw i64 %".18", 12
  %".288" = mul nuw nsw i64 %".19", 4
  %".289" = add nuw nsw i64 %".287", %".288"
  %".290" = getelementptr i8, ptr %".16", i64 %".289"
  %".291" = load i32, ptr %".290", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".291", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".293" = lshr i32 %".134", 5
  %".294" = mul i32 %".293", 32
  %".295" = getelementptr i8, ptr %".2", i64 216
  %".296" = load ptr, ptr %".295", !noalias !17, !llvm.access.group !18
  %".297" = zext i32 %".294" to i64
  %".298" = getelementptr i32, ptr %".296", i64 %".297"
  %".299" = getelementptr i8, ptr %".2", i64 32
  %".300" = load ptr, ptr %".299", !noalias !17, !llvm.access.group !18
  %".301" = lshr i32 %".134", 5
  %".302" = zext i32 %".301" to i64
  %".303" = getelementptr i64, ptr %".300", i64 %".302"
  %".304" = load i64, ptr %".303", !noalias !17, !llvm.access.group !18
  %".305" = trunc i64 %".304" to i32
  %".306" = and i32 %".134", 31
  %".307" = and i32 4, 31
  %".308" = and i32 31, 31
  %".309" = lshr i32 31, 8
  %".310" = and i32 %".309", 31
  %".311" = and i32 %".306", %".310"
  %".312" = xor i32 %".310", -1
  %".313" = and i32 %".308", %".312"
  %".314" = or i32 %".311", %".313"
  %".315" = and i32 %".306", %".310"
  %".316" = xor i32 %".306", %".307"
  %".317" = icmp sle i32 %".316", %".314"
  %".318" = select  i1 %".317", i32 %".316", i32 %".306"
  %".319" = zext i32 %".134" to i64
  %".320" = getelementptr i8, ptr %".2", i64 216
  %".321" = load ptr, ptr %".320", !noalias !17, !llvm.access.group !18
  %".322" = getelementptr i32, ptr %".321", i64 %".319"
  %".323" = load i32, ptr %".322", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".324" = zext i32 %".323" to i64
  %".325" = zext i32 %".307" to i64
  %".326" = and i32 %".134", %".307"
  %".327" = icmp ne i32 %".326", 0
  %".328" = sub i64 %".319", %".325"
  %".329" = getelementptr i8, ptr %".2", i64 216
  %".330" = load ptr, ptr %".329", !noalias !17, !llvm.access.group !18
  %".331" = getelementptr i32, ptr %".330", i64 %".328"
  %".332" = load i32, ptr %".331", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".333" = zext i32 %".332" to i64
  %".334" = add i64 %".319", %".325"
  %".335" = getelementptr i8, ptr %".2", i64 216
  %".336" = load ptr, ptr %".335", !noalias !17, !llvm.access.group !18
  %".337" = getelementptr i32, ptr %".336", i64 %".334"
  %".338" = load i32, ptr %".337", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".339" = zext i32 %".338" to i64
  %".340" = select  i1 %".327", i64 %".333", i64 %".339"
  %".341" = select  i1 %".317", i64 %".340", i64 %".324"
  %".342" = trunc i64 %".341" to i32
  store i32 %".342", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".344" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".345" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".346" = add i32 %".344", %".345"
  store i32 %".346", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".348" = mul nuw nsw i64 %".18", 12
  %".349" = mul nuw nsw i64 %".19", 4
  %".350" = add nuw nsw i64 %".348", %".349"
  %".351" = getelementptr i8, ptr %".16", i64 %".350"
  store i32 %".346", ptr %".351", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".353" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".354" = getelementptr i8, ptr %".2", i64 224
  %".355" = load ptr, ptr %".354", !noalias !17, !llvm.access.group !18
  %".356" = zext i32 %".134" to i64
  %".357" = getelementptr i32, ptr %".355", i64 %".356"
  store i32 %".353", ptr %".357", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 65
resume4:
  %".360" = mul nuw nsw i64 %".18", 12
  %".361" = mul nuw nsw i64 %".19", 4
  %".362" = add nuw nsw i64 %".360", %".361"
  %".363" = getelementptr i8, ptr %".16", i64 %".362"
  %".364" = load i32, ptr %".363", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".364", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".366" = lshr i32 %".134", 5
  %".367" = mul i32 %".366", 32
  %".368" = getelementptr i8, ptr %".2", i64 216
  %".369" = load ptr, ptr %".368", !noalias !17, !llvm.access.group !18
  %".370" = zext i32 %".367" to i64
  %".371" = getelementptr i32, ptr %".369", i64 %".370"
  %".372" = getelementptr i8, ptr %".2", i64 32
  %".373" = load ptr, ptr %".372", !noalias !17, !llvm.access.group !18
  %".374" = lshr i32 %".134", 5
  %".375" = zext i32 %".374" to i64
  %".376" = getelementptr i64, ptr %".373", i64 %".375"
  %".377" = load i64, ptr %".376", !noalias !17, !llvm.access.group !18
  %".378" = trunc i64 %".377" to i32
  %".379" = and i32 %".134", 31
  %".380" = and i32 2, 31
  %".381" = and i32 31, 31
  %".382" = lshr i32 31, 8
  %".383" = and i32 %".382", 31
  %".384" = and i32 %".379", %".383"
  %".385" = xor i32 %".383", -1
  %".386" = and i32 %".381", %".385"
  %".387" = or i32 %".384", %".386"
  %".388" = and i32 %".379", %".383"
  %".389" = xor i32 %".379", %".380"
  %".390" = icmp sle i32 %".389", %".387"
  %".391" = select  i1 %".390", i32 %".389", i32 %".379"
  %".392" = zext i32 %".134" to i64
  %".393" = getelementptr i8, ptr %".2", i64 216
  %".394" = load ptr, ptr %".393", !noalias !17, !llvm.access.group !18
  %".395" = getelementptr i32, ptr %".394", i64 %".392"
  %".396" = load i32, ptr %".395", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".397" = zext i32 %".396" to i64
  %".398" = zext i32 %".380" to i64
  %".399" = and i32 %".134", %".380"
  %".400" = icmp ne i32 %".399", 0
  %".401" = sub i64 %".392", %".398"
  %".402" = getelementptr i8, ptr %".2", i64 216
  %".403" = load ptr, ptr %".402", !noalias !17, !llvm.access.group !18
  %".404" = getelementptr i32, ptr %".403", i64 %".401"
  %".405" = load i32, ptr %".404", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".406" = zext i32 %".405" to i64
  %".407" = add i64 %".392", %".398"
  %".408" = getelementptr i8, ptr %".2", i64 216
  %".409" = load ptr, ptr %".408", !noalias !17, !llvm.access.group !18
  %".410" = getelementptr i32, ptr %".409", i64 %".407"
  %".411" = load i32, ptr %".410", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".412" = zext i32 %".411" to i64
  %".413" = select  i1 %".400", i64 %".406", i64 %".412"
  %".414" = select  i1 %".390", i64 %".413", i64 %".397"
  %".415" = trunc i64 %".414" to i32
  store i32 %".415", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".417" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".418" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".419" = add i32 %".417", %".418"
  store i32 %".419", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".421" = mul nuw nsw i64 %".18", 12
  %".422" = mul nuw nsw i64 %".19", 4
  %".423" = add nuw nsw i64 %".421", %".422"
  %".424" = getelementptr i8, ptr %".16", i64 %".423"
  store i32 %".419", ptr %".424", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".426" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".427" = getelementptr i8, ptr %".2", i64 224
  %".428" = load ptr, ptr %".427", !noalias !17, !llvm.access.group !18
  %".429" = zext i32 %".134" to i64
  %".430" = getelementptr i32, ptr %".428", i64 %".429"
  store i32 %".426", ptr %".430", !alias.scope !12, !noalias !16, !llvm.access.group !18
  ret i32 81
resume5:
  %".433" = mul nuw nsw i64 %".18", 12
  %".434" = mul nuw nsw i64 %".19", 4
  %".435" = add nuw nsw i64 %".433", %".434"
  %".436" = getelementptr i8, ptr %".16", i64 %".435"
  %".437" = load i32, ptr %".436", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".437", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".439" = lshr i32 %".134", 5
  %".440" = mul i32 %".439", 32
  %".441" = getelementptr i8, ptr %".2", i64 216
  %".442" = load ptr, ptr %".441", !noalias !17, !llvm.access.group !18
  %".443" = zext i32 %".440" to i64
  %".444" = getelementptr i32, ptr %".442", i64 %".443"
  %".445" = getelementptr i8, ptr %".2", i64 32
  %".446" = load ptr, ptr %".445", !noalias !17, !llvm.access.group !18
  %".447" = lshr i32 %".134", 5
  %".448" = zext i32 %".447" to i64
  %".449" = getelementptr i64, ptr %".446", i64 %".448"
  %".450" = load i64, ptr %".449", !noalias !17, !llvm.access.group !18
  %".451" = trunc i64 %".450" to i32
  %".452" = and i32 %".134", 31
  %".453" = and i32 1, 31
  %".454" = and i32 31, 31
  %".455" = lshr i32 31, 8
  %".456" = and i32 %".455", 31
  %".457" = and i32 %".452", %".456"
  %".458" = xor i32 %".456", -1
  %".459" = and i32 %".454", %".458"
  %".460" = or i32 %".457", %".459"
  %".461" = and i32 %".452", %".456"
  %".462" = xor i32 %".452", %".453"
  %".463" = icmp sle i32 %".462", %".460"
  %".464" = select  i1 %".463", i32 %".462", i32 %".452"
  %".465" = zext i32 %".134" to i64
  %".466" = getelementptr i8, ptr %".2", i64 216
  %".467" = load ptr, ptr %".466", !noalias !17, !llvm.access.group !18
  %".468" = getelementptr i32, ptr %".467", i64 %".465"
  %".469" = load i32, ptr %".468", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".470" = zext i32 %".469" to i64
  %".471" = zext i32 %".453" to i64
  %".472" = and i32 %".134", %".453"
  %".473" = icmp ne i32 %".472", 0
  %".474" = sub i64 %".465", %".471"
  %".475" = getelementptr i8, ptr %".2", i64 216
  %".476" = load ptr, ptr %".475", !noalias !17, !llvm.access.group !18
  %".477" = getelementptr i32, ptr %".476", i64 %".474"
  %".478" = load i32, ptr %".477", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".479" = zext i32 %".478" to i64
  %".480" = add i64 %".465", %".471"
  %".481" = getelementptr i8, ptr %".2", i64 216
  %".482" = load ptr, ptr %".481", !noalias !17, !llvm.access.group !18
  %".483" = getelementptr i32, ptr %".482", i64 %".480"
  %".484" = load i32, ptr %".483", !alias.scope !11, !noalias !15, !llvm.access.group !18
  %".485" = zext i32 %".484" to i64
  %".486" = select  i1 %".473", i64 %".479", i64 %".485"
  %".487" = select  i1 %".463", i64 %".486", i64 %".470"
  %".488" = trunc i64 %".487" to i32
  store i32 %".488", i32* %"r9", !noalias !17, !llvm.access.group !18
  %".490" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  %".491" = load i32, i32* %"r9", !noalias !17, !llvm.access.group !18
  %".492" = add i32 %".490", %".491"
  store i32 %".492", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".494" = mul nuw nsw i64 %".18", 12
  %".495" = mul nuw nsw i64 %".19", 4
  %".496" = add nuw nsw i64 %".494", %".495"
  %".497" = getelementptr i8, ptr %".16", i64 %".496"
  store i32 %".492", ptr %".497", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".499" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".500" = and i32 %".499", 31
  store i32 %".500", i32* %"r10", !noalias !17, !llvm.access.group !18
  %".502" = load i32, i32* %"r10", !noalias !17, !llvm.access.group !18
  %".503" = icmp ne i32 %".502", 0
  store i1 %".503", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".505" = zext i1 %".503" to i8
  %".506" = mul nuw nsw i64 %".18", 8
  %".507" = mul nuw nsw i64 %".19", 1
  %".508" = add nuw nsw i64 %".506", %".507"
  %".509" = getelementptr i8, ptr %".16", i64 %".508"
  store i8 %".505", ptr %".509", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".511" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".512" = icmp uge i32 5, 32
  %".513" = select  i1 %".512", i32 0, i32 5
  %".514" = lshr i32 %".511", %".513"
  %".515" = select  i1 %".512", i32 0, i32 %".514"
  store i32 %".515", i32* %"r11", !noalias !17, !llvm.access.group !18
  ret i32 101
resume6:
  %".518" = mul nuw nsw i64 %".18", 8
  %".519" = mul nuw nsw i64 %".19", 1
  %".520" = add nuw nsw i64 %".518", %".519"
  %".521" = getelementptr i8, ptr %".16", i64 %".520"
  %".522" = load i8, ptr %".521", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".523" = trunc i8 %".522" to i1
  store i1 %".523", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".525" = mul nuw nsw i64 %".18", 12
  %".526" = mul nuw nsw i64 %".19", 4
  %".527" = add nuw nsw i64 %".525", %".526"
  %".528" = getelementptr i8, ptr %".16", i64 %".527"
  %".529" = load i32, ptr %".528", !alias.scope !9, !noalias !13, !llvm.access.group !18
  store i32 %".529", i32* %"r5", !noalias !17, !llvm.access.group !18
  %".531" = trunc i64 0 to i32
  store i32 %".531", i32* %"r12", !noalias !17, !llvm.access.group !18
  %".533" = load i32, i32* %"r11", !noalias !17, !llvm.access.group !18
  %".534" = icmp uge i32 2, 32
  %".535" = select  i1 %".534", i32 0, i32 2
  %".536" = shl i32 %".533", %".535"
  %".537" = select  i1 %".534", i32 0, i32 %".536"
  store i32 %".537", i32* %"r13", !noalias !17, !llvm.access.group !18
  %".539" = load i32, i32* %"r12", !noalias !17, !llvm.access.group !18
  %".540" = load i32, i32* %"r13", !noalias !17, !llvm.access.group !18
  %".541" = add i32 %".539", %".540"
  store i32 %".541", i32* %"r12", !noalias !17, !llvm.access.group !18
  %".543" = load i1, i1* %"p3", !noalias !17, !llvm.access.group !18
  %".544" = xor i1 %".543", -1
  br i1 %".544", label %"guarded", label %"after"
guarded:
  %".546" = load i32, i32* %"r12", !noalias !17, !llvm.access.group !18
  %".547" = sext i32 %".546" to i64
  %".548" = getelementptr i8, ptr %".2", i64 16
  %".549" = load ptr, ptr %".548", !noalias !17, !llvm.access.group !18
  %".550" = getelementptr i8, ptr %".549", i64 %".547"
  %".551" = load i32, i32* %"r5", !noalias !17, !llvm.access.group !18
  store i32 %".551", ptr %".550", align 4, !noalias !17, !llvm.access.group !18
  br label %"after"
after:
  ret i32 114
resume7:
  %".555" = load i32, i32* %"r2", !noalias !17, !llvm.access.group !18
  %".556" = icmp ne i32 %".555", 0
  store i1 %".556", i1* %"p3", !noalias !17, !llvm.access.group !18
  %".558" = zext i1 %".556" to i8
  %".559" = mul nuw nsw i64 %".18", 8
  %".560" = mul nuw nsw i64 %".19", 1
  %".561" = add nuw nsw i64 %".559", %".560"
  %".562" = getelementptr i8, ptr %".16", i64 %".561"
  store i8 %".558", ptr %".562", !alias.scope !9, !noalias !13, !llvm.access.group !18
  %".564" = load i1, i1* %"p3", !noalias !17, !llvm.access.group !18
  br i1 %".564", label %"END", label %"fall.2"
fall.2:
  store i32 0, i32* %"r14", !noalias !17, !llvm.access.group !18
  store i32 0, i32* %"r15", !noalias !17, !llvm.access.group !18
  %".568" = load i32, i32* %"r3", !noalias !17, !llvm.access.group !18
  %".569" = add i32 %".568", 31
  store i32 %".569", i32* %"r16", !noalias !17, !llvm.access.group !18
  %".571" = load i32, i32* %"r16", !noalias !17, !llvm.access.group !18
  %".572" = icmp uge i32 5, 32
  %".573" = select  i1 %".572", i32 0, i32 5
  %".574" = lshr i32 %".571", %".573"
  %".575" = select  i1 %".572", i32 0, i32 %".574"
  store i32 %".575", i32* %"r16", !noalias !17, !llvm.access.group !18
  %".577" = trunc i64 0 to i32
  store i32 %".577", i32* %"r17", !noalias !17, !llvm.access.group !18
  br label %"WARPS"
fall.3:
  %".603" = load i32, i32* %"r4", !noalias !17, !llvm.access.group !18
  %".604" = zext i32 %".603" to i64
  %".605" = zext i32 4 to i64
  %".606" = mul i64 %".604", %".605"
  store i64 %".606", i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".608" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".609" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".610" = add i64 %".608", %".609"
  store i64 %".610", i64* %"rd6", !noalias !17, !llvm.access.group !18
  %".612" = load i64, i64* %"rd5", !noalias !17, !llvm.access.group !18
  %".613" = load i64, i64* %"rd1", !noalias !17, !llvm.access.group !18
  %".614" = inttoptr i64 %".613" to ptr
  %".615" = getelementptr i8, ptr %".614", i64 %".612"
  %".616" = load i32, i32* %"r14", !noalias !17, !llvm.access.group !18
  store i32 %".616", ptr %".615", align 4, !noalias !17, !llvm.access.group !18
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
  %".15" = add nuw nsw i64 %".14", 16
  %".16" = getelementptr i8, ptr %".2", i64 192
  %".17" = load ptr, ptr %".16"
  %".18" = zext i32 %".3" to i64
  %".19" = getelementptr i8, ptr %".2", i64 216
  %".20" = load ptr, ptr %".19"
  %".21" = getelementptr i32, ptr %".20", i64 %".18"
  %".22" = load <32 x i32>, ptr %".21", align 4
  %".23" = shufflevector <32 x i32> %".22", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %".24" = add <32 x i32> %".22", %".23"
  %".25" = shufflevector <32 x i32> %".24", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %".26" = add <32 x i32> %".24", %".25"
  %".27" = shufflevector <32 x i32> %".26", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15, i32 8, i32 9, i32 10, i32 11, i32 20, i32 21, i32 22, i32 23, i32 16, i32 17, i32 18, i32 19, i32 28, i32 29, i32 30, i32 31, i32 24, i32 25, i32 26, i32 27>
  %".28" = add <32 x i32> %".26", %".27"
  %".29" = shufflevector <32 x i32> %".28", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 2, i32 3, i32 0, i32 1, i32 6, i32 7, i32 4, i32 5, i32 10, i32 11, i32 8, i32 9, i32 14, i32 15, i32 12, i32 13, i32 18, i32 19, i32 16, i32 17, i32 22, i32 23, i32 20, i32 21, i32 26, i32 27, i32 24, i32 25, i32 30, i32 31, i32 28, i32 29>
  %".30" = add <32 x i32> %".28", %".29"
  %".31" = shufflevector <32 x i32> %".30", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6, i32 9, i32 8, i32 11, i32 10, i32 13, i32 12, i32 15, i32 14, i32 17, i32 16, i32 19, i32 18, i32 21, i32 20, i32 23, i32 22, i32 25, i32 24, i32 27, i32 26, i32 29, i32 28, i32 31, i32 30>
  %".32" = add <32 x i32> %".30", %".31"
  %".33" = and <32 x i32> %".7", <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".34" = icmp ne <32 x i32> %".33", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".35" = icmp ugt <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".36" = and <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".37" = lshr <32 x i32> %".7", %".36"
  %".38" = select  <32 x i1> %".35", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> %".37"
  %".39" = zext <32 x i1> %".34" to <32 x i8>
  %".40" = mul i64 %".15", 8
  %".41" = mul i64 %".18", 1
  %".42" = add i64 %".40", %".41"
  %".43" = getelementptr i8, ptr %".17", i64 %".42"
  store <32 x i8> %".39", ptr %".43", align 1
  %".45" = mul i64 %".15", 12
  %".46" = mul i64 %".18", 4
  %".47" = add i64 %".45", %".46"
  %".48" = getelementptr i8, ptr %".17", i64 %".47"
  store <32 x i32> %".32", ptr %".48", align 4
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
  %".27" = add nuw nsw i64 %".26", 16
  %".28" = mul nuw nsw i64 %".27", 0
  %".29" = zext i32 %".4" to i64
  %".30" = mul nuw nsw i64 %".29", 4
  %".31" = add nuw nsw i64 %".28", %".30"
  %".32" = getelementptr i8, ptr %".23", i64 %".31"
  store i32 %".21", ptr %".32"
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
  %"run.from" = alloca i32
  %"runs" = alloca i1
  %"y.lo" = alloca i32
  %"y.hi" = alloca i32
  %"z.lo" = alloca i32
  %"z.hi" = alloca i32
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
  store i32 0, i32* %"y.lo"
  store i32 %".19", i32* %"y.hi"
  store i32 0, i32* %"z.lo"
  store i32 %".21", i32* %"z.hi"
  store i1 0, i1* %"runs"
  %".27" = getelementptr i8, ptr %".2", i64 24
  %".28" = load ptr, ptr %".27"
  %".29" = getelementptr i8, ptr %".2", i64 192
  %".30" = load ptr, ptr %".29"
  %".31" = getelementptr i8, ptr %".1", i64 60
  %".32" = load i32, ptr %".31", !range !1
  %".33" = zext i32 %".32" to i64
  %".34" = add nuw nsw i64 %".33", 16
  %".35" = icmp eq i32 %".19", 1
  %".36" = icmp eq i32 %".21", 1
  %".37" = and i1 %".35", %".36"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".940" = load i32, i32* %"or"
  %".941" = getelementptr i32, ptr %".5", i32 0
  store i32 %".940", ptr %".941"
  %".943" = load i32, i32* %"and"
  %".944" = getelementptr i32, ptr %".5", i32 1
  store i32 %".943", ptr %".944"
  %".946" = load i32, i32* %"at.bar"
  %".947" = getelementptr i32, ptr %".5", i32 2
  store i32 %".946", ptr %".947"
  %".949" = load i32, i32* %"exited"
  %".950" = getelementptr i32, ptr %".5", i32 3
  store i32 %".949", ptr %".950"
  %".952" = load i32, i32* %"at.step"
  %".953" = getelementptr i32, ptr %".5", i32 4
  store i32 %".952", ptr %".953"
  ret void
start:
  br label %"block0"
warp:
  %".857" = mul nuw nsw i32 %".3", 32
  %".858" = icmp eq i32 %".4", -1
  %".859" = add i32 %".857", 32
  %".860" = icmp ule i32 %".859", %".13"
  %".861" = and i1 %".858", %".860"
  %".862" = and i1 %".861", %".37"
  br i1 %".862", label %"warp.check", label %"warp.each"
at.barrier:
  %".99" = icmp ne i32 %".4", -1
  br i1 %".99", label %"known", label %"scan"
all.at.warp:
  br i1 %".37", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".580" = icmp ne i32 %".4", -1
  br i1 %".580", label %"step.known", label %"step.scan"
block0:
  %".39" = load i32, i32* %"z.lo"
  %".40" = load i32, i32* %"z.hi"
  %".41" = load i32, i32* %"y.lo"
  %".42" = load i32, i32* %"y.hi"
  br label %"tz.head"
tz.head:
  %"tz" = phi  i32 [%".39", %"block0"], [%".94", %"ty.end"]
  %".44" = icmp slt i32 %"tz", %".40"
  br i1 %".44", label %"tz.body", label %"tz.end"
tz.body:
  br label %"ty.head"
tz.end:
  %".96" = load i1, i1* %"runs"
  br i1 %".96", label %"run.next", label %"done"
ty.head:
  %"ty" = phi  i32 [%".41", %"tz.body"], [%".92", %"tx.end"]
  %".47" = icmp slt i32 %"ty", %".42"
  br i1 %".47", label %"ty.body", label %"ty.end"
ty.body:
  %".49" = mul nuw nsw i32 %".19", %"tz"
  %".50" = add nuw nsw i32 %"ty", %".49"
  %".51" = mul nuw nsw i32 %".15", %".50"
  %".52" = load i32, i32* %"x.lo"
  %".53" = load i32, i32* %"x.hi"
  br label %"tx.head"
ty.end:
  %".94" = add i32 %"tz", 1
  br label %"tz.head", !llvm.loop !21
tx.head:
  %"tx" = phi  i32 [%".52", %"ty.body"], [%".90", %"tx.body"]
  %".55" = icmp slt i32 %"tx", %".53"
  br i1 %".55", label %"tx.body", label %"tx.end"
tx.body:
  %".57" = add nuw nsw i32 %"tx", %".51"
  %".58" = mul nuw nsw i32 %".57", 32
  %".59" = zext i32 %".58" to i64
  %".60" = getelementptr i8, ptr %".28", i64 %".59"
  %".61" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".60", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".57", i32 %".13")
  %".62" = mul nuw nsw i64 %".34", 0
  %".63" = zext i32 %".57" to i64
  %".64" = mul nuw nsw i64 %".63", 4
  %".65" = add nuw nsw i64 %".62", %".64"
  %".66" = getelementptr i8, ptr %".30", i64 %".65"
  store i32 %".61", ptr %".66", !llvm.access.group !18, !tbaa !28
  %".68" = and i32 %".61", 15
  %".69" = load i32, i32* %"or"
  %".70" = or i32 %".69", %".61"
  store i32 %".70", i32* %"or"
  %".72" = load i32, i32* %"and"
  %".73" = and i32 %".72", %".61"
  store i32 %".73", i32* %"and"
  %".75" = load i32, i32* %"at.bar"
  %".76" = icmp eq i32 %".68", 2
  %".77" = zext i1 %".76" to i32
  %".78" = add i32 %".75", %".77"
  store i32 %".78", i32* %"at.bar"
  %".80" = load i32, i32* %"exited"
  %".81" = icmp eq i32 %".68", 3
  %".82" = zext i1 %".81" to i32
  %".83" = add i32 %".80", %".82"
  store i32 %".83", i32* %"exited"
  %".85" = load i32, i32* %"at.step"
  %".86" = icmp eq i32 %".68", 5
  %".87" = zext i1 %".86" to i32
  %".88" = add i32 %".85", %".87"
  store i32 %".88", i32* %"at.step"
  %".90" = add i32 %"tx", 1
  br label %"tx.head", !llvm.loop !25
tx.end:
  %".92" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !22
run.next:
  %".686" = load i32, i32* %"run.from"
  %".687" = lshr i32 %".13", 5
  %".688" = lshr i32 %".686", 5
  br label %"run.find"
each:
  br label %"each.head"
known:
  %".101" = lshr i32 %".4", 4
  switch i32 %".101", label %"scan" [i32 7, label %"block7"]
scan:
  %".162" = mul nuw nsw i64 %".34", 0
  %".163" = zext i32 0 to i64
  %".164" = mul nuw nsw i64 %".163", 4
  %".165" = add nuw nsw i64 %".162", %".164"
  %".166" = getelementptr i8, ptr %".30", i64 %".165"
  %".167" = load i32, ptr %".166"
  %".168" = lshr i32 %".167", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block7:
  %".103" = load i32, i32* %"z.lo"
  %".104" = load i32, i32* %"z.hi"
  %".105" = load i32, i32* %"y.lo"
  %".106" = load i32, i32* %"y.hi"
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [%".103", %"block7"], [%".158", %"ty.end.1"]
  %".108" = icmp slt i32 %"tz.1", %".104"
  br i1 %".108", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  %".160" = load i1, i1* %"runs"
  br i1 %".160", label %"run.next", label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [%".105", %"tz.body.1"], [%".156", %"tx.end.1"]
  %".111" = icmp slt i32 %"ty.1", %".106"
  br i1 %".111", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".113" = mul nuw nsw i32 %".19", %"tz.1"
  %".114" = add nuw nsw i32 %"ty.1", %".113"
  %".115" = mul nuw nsw i32 %".15", %".114"
  %".116" = load i32, i32* %"x.lo"
  %".117" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".158" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !29
tx.head.1:
  %"tx.1" = phi  i32 [%".116", %"ty.body.1"], [%".154", %"tx.body.1"]
  %".119" = icmp slt i32 %"tx.1", %".117"
  br i1 %".119", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".121" = add nuw nsw i32 %"tx.1", %".115"
  %".122" = mul nuw nsw i32 %".121", 32
  %".123" = zext i32 %".122" to i64
  %".124" = getelementptr i8, ptr %".28", i64 %".123"
  %".125" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".124", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 7, i32 %".121", i32 %".13")
  %".126" = mul nuw nsw i64 %".34", 0
  %".127" = zext i32 %".121" to i64
  %".128" = mul nuw nsw i64 %".127", 4
  %".129" = add nuw nsw i64 %".126", %".128"
  %".130" = getelementptr i8, ptr %".30", i64 %".129"
  store i32 %".125", ptr %".130", !llvm.access.group !18, !tbaa !28
  %".132" = and i32 %".125", 15
  %".133" = load i32, i32* %"or"
  %".134" = or i32 %".133", %".125"
  store i32 %".134", i32* %"or"
  %".136" = load i32, i32* %"and"
  %".137" = and i32 %".136", %".125"
  store i32 %".137", i32* %"and"
  %".139" = load i32, i32* %"at.bar"
  %".140" = icmp eq i32 %".132", 2
  %".141" = zext i1 %".140" to i32
  %".142" = add i32 %".139", %".141"
  store i32 %".142", i32* %"at.bar"
  %".144" = load i32, i32* %"exited"
  %".145" = icmp eq i32 %".132", 3
  %".146" = zext i1 %".145" to i32
  %".147" = add i32 %".144", %".146"
  store i32 %".147", i32* %"exited"
  %".149" = load i32, i32* %"at.step"
  %".150" = icmp eq i32 %".132", 5
  %".151" = zext i1 %".150" to i32
  %".152" = add i32 %".149", %".151"
  store i32 %".152", i32* %"at.step"
  %".154" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !31
tx.end.1:
  %".156" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !30
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".194", %"same.body"]
  %".171" = icmp slt i32 %"same.1", %".13"
  br i1 %".171", label %"same.body", label %"same.end"
same.body:
  %".173" = add i32 0, %"same.1"
  %".174" = mul nuw nsw i64 %".34", 0
  %".175" = zext i32 %".173" to i64
  %".176" = mul nuw nsw i64 %".175", 4
  %".177" = add nuw nsw i64 %".174", %".176"
  %".178" = getelementptr i8, ptr %".30", i64 %".177"
  %".179" = load i32, ptr %".178"
  %".180" = and i32 %".179", 15
  %".181" = icmp eq i32 %".180", 2
  %".182" = mul nuw nsw i64 %".34", 0
  %".183" = zext i32 %".173" to i64
  %".184" = mul nuw nsw i64 %".183", 4
  %".185" = add nuw nsw i64 %".182", %".184"
  %".186" = getelementptr i8, ptr %".30", i64 %".185"
  %".187" = load i32, ptr %".186"
  %".188" = lshr i32 %".187", 4
  %".189" = icmp eq i32 %".188", %".168"
  %".190" = and i1 %".181", %".189"
  %".191" = load i1, i1* %"same"
  %".192" = and i1 %".191", %".190"
  store i1 %".192", i1* %"same"
  %".194" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".196" = load i1, i1* %"same"
  br i1 %".196", label %"uniform", label %"each"
uniform:
  switch i32 %".168", label %"each" [i32 7, label %"block7"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".243", %"each.body.endif"]
  %".200" = icmp slt i32 %"each.1", %".13"
  br i1 %".200", label %"each.body", label %"each.end"
each.body:
  %".202" = add i32 0, %"each.1"
  %".203" = mul nuw nsw i64 %".34", 0
  %".204" = zext i32 %".202" to i64
  %".205" = mul nuw nsw i64 %".204", 4
  %".206" = add nuw nsw i64 %".203", %".205"
  %".207" = getelementptr i8, ptr %".30", i64 %".206"
  %".208" = load i32, ptr %".207"
  %".209" = and i32 %".208", 15
  %".210" = icmp eq i32 %".209", 2
  br i1 %".210", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".212" = mul nuw nsw i64 %".34", 0
  %".213" = zext i32 %".202" to i64
  %".214" = mul nuw nsw i64 %".213", 4
  %".215" = add nuw nsw i64 %".212", %".214"
  %".216" = getelementptr i8, ptr %".30", i64 %".215"
  %".217" = load i32, ptr %".216"
  %".218" = lshr i32 %".217", 4
  %".219" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".218", i32 %".202")
  %".220" = and i32 %".219", 15
  %".221" = load i32, i32* %"or"
  %".222" = or i32 %".221", %".219"
  store i32 %".222", i32* %"or"
  %".224" = load i32, i32* %"and"
  %".225" = and i32 %".224", %".219"
  store i32 %".225", i32* %"and"
  %".227" = load i32, i32* %"at.bar"
  %".228" = icmp eq i32 %".220", 2
  %".229" = zext i1 %".228" to i32
  %".230" = add i32 %".227", %".229"
  store i32 %".230", i32* %"at.bar"
  %".232" = load i32, i32* %"exited"
  %".233" = icmp eq i32 %".220", 3
  %".234" = zext i1 %".233" to i32
  %".235" = add i32 %".232", %".234"
  store i32 %".235", i32* %"exited"
  %".237" = load i32, i32* %"at.step"
  %".238" = icmp eq i32 %".220", 5
  %".239" = zext i1 %".238" to i32
  %".240" = add i32 %".237", %".239"
  store i32 %".240", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".243" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".248" = lshr i32 %".13", 5
  store i32 %".248", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".251" = lshr i32 %".4", 4
  switch i32 %".251", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".253" = load i32, i32* %"lo"
  %".254" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".253", %"lanes1"], [%".298", %"lane.end"]
  %".256" = icmp slt i32 %"warp.1", %".254"
  br i1 %".256", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".258" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_1"(ptr %".1", ptr %".2", i32 %".258")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".300" = mul nuw nsw i32 %".254", %"warp.size.1"
  store i32 %".300", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".296", %"lane.body"]
  %".261" = icmp slt i32 %"lane", 32
  br i1 %".261", label %"lane.body", label %"lane.end"
lane.body:
  %".263" = add nuw nsw i32 %".258", %"lane"
  %".264" = mul nuw nsw i32 %".263", 32
  %".265" = zext i32 %".264" to i64
  %".266" = getelementptr i8, ptr %".28", i64 %".265"
  %".267" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".266", i32 %".263", i32 0, i32 0, i32 6, i32 %".263", i32 %".13")
  %".268" = mul nuw nsw i64 %".34", 0
  %".269" = zext i32 %".263" to i64
  %".270" = mul nuw nsw i64 %".269", 4
  %".271" = add nuw nsw i64 %".268", %".270"
  %".272" = getelementptr i8, ptr %".30", i64 %".271"
  store i32 %".267", ptr %".272", !llvm.access.group !18, !tbaa !28
  %".274" = and i32 %".267", 15
  %".275" = load i32, i32* %"or"
  %".276" = or i32 %".275", %".267"
  store i32 %".276", i32* %"or"
  %".278" = load i32, i32* %"and"
  %".279" = and i32 %".278", %".267"
  store i32 %".279", i32* %"and"
  %".281" = load i32, i32* %"at.bar"
  %".282" = icmp eq i32 %".274", 2
  %".283" = zext i1 %".282" to i32
  %".284" = add i32 %".281", %".283"
  store i32 %".284", i32* %"at.bar"
  %".286" = load i32, i32* %"exited"
  %".287" = icmp eq i32 %".274", 3
  %".288" = zext i1 %".287" to i32
  %".289" = add i32 %".286", %".288"
  store i32 %".289", i32* %"exited"
  %".291" = load i32, i32* %"at.step"
  %".292" = icmp eq i32 %".274", 5
  %".293" = zext i1 %".292" to i32
  %".294" = add i32 %".291", %".293"
  store i32 %".294", i32* %"at.step"
  %".296" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !33
lane.end:
  %".298" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !32
lanes.tail:
  %".302" = load i32, i32* %"tail"
  %".303" = load i32, i32* %"end"
  %".304" = sub i32 %".303", %".302"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".341", %"each.body.1.endif"]
  %".306" = icmp slt i32 %"each.2", %".304"
  br i1 %".306", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".308" = add i32 %".302", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".310" = mul nuw nsw i64 %".34", 0
  %".311" = zext i32 %".308" to i64
  %".312" = mul nuw nsw i64 %".311", 4
  %".313" = add nuw nsw i64 %".310", %".312"
  %".314" = getelementptr i8, ptr %".30", i64 %".313"
  %".315" = load i32, ptr %".314"
  %".316" = lshr i32 %".315", 4
  %".317" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".316", i32 %".308")
  %".318" = and i32 %".317", 15
  %".319" = load i32, i32* %"or"
  %".320" = or i32 %".319", %".317"
  store i32 %".320", i32* %"or"
  %".322" = load i32, i32* %"and"
  %".323" = and i32 %".322", %".317"
  store i32 %".323", i32* %"and"
  %".325" = load i32, i32* %"at.bar"
  %".326" = icmp eq i32 %".318", 2
  %".327" = zext i1 %".326" to i32
  %".328" = add i32 %".325", %".327"
  store i32 %".328", i32* %"at.bar"
  %".330" = load i32, i32* %"exited"
  %".331" = icmp eq i32 %".318", 3
  %".332" = zext i1 %".331" to i32
  %".333" = add i32 %".330", %".332"
  store i32 %".333", i32* %"exited"
  %".335" = load i32, i32* %"at.step"
  %".336" = icmp eq i32 %".318", 5
  %".337" = zext i1 %".336" to i32
  %".338" = add i32 %".335", %".337"
  store i32 %".338", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".341" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".345" = load i32, i32* %"lo"
  %".346" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".345", %"lanes2"], [%".389", %"lane.end.1"]
  %".348" = icmp slt i32 %"warp.2", %".346"
  br i1 %".348", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".350" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".391" = mul nuw nsw i32 %".346", %"warp.size.3"
  store i32 %".391", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".387", %"lane.body.1"]
  %".352" = icmp slt i32 %"lane.1", 32
  br i1 %".352", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".354" = add nuw nsw i32 %".350", %"lane.1"
  %".355" = mul nuw nsw i32 %".354", 32
  %".356" = zext i32 %".355" to i64
  %".357" = getelementptr i8, ptr %".28", i64 %".356"
  %".358" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".357", i32 %".354", i32 0, i32 0, i32 2, i32 %".354", i32 %".13")
  %".359" = mul nuw nsw i64 %".34", 0
  %".360" = zext i32 %".354" to i64
  %".361" = mul nuw nsw i64 %".360", 4
  %".362" = add nuw nsw i64 %".359", %".361"
  %".363" = getelementptr i8, ptr %".30", i64 %".362"
  store i32 %".358", ptr %".363", !llvm.access.group !18, !tbaa !28
  %".365" = and i32 %".358", 15
  %".366" = load i32, i32* %"or"
  %".367" = or i32 %".366", %".358"
  store i32 %".367", i32* %"or"
  %".369" = load i32, i32* %"and"
  %".370" = and i32 %".369", %".358"
  store i32 %".370", i32* %"and"
  %".372" = load i32, i32* %"at.bar"
  %".373" = icmp eq i32 %".365", 2
  %".374" = zext i1 %".373" to i32
  %".375" = add i32 %".372", %".374"
  store i32 %".375", i32* %"at.bar"
  %".377" = load i32, i32* %"exited"
  %".378" = icmp eq i32 %".365", 3
  %".379" = zext i1 %".378" to i32
  %".380" = add i32 %".377", %".379"
  store i32 %".380", i32* %"exited"
  %".382" = load i32, i32* %"at.step"
  %".383" = icmp eq i32 %".365", 5
  %".384" = zext i1 %".383" to i32
  %".385" = add i32 %".382", %".384"
  store i32 %".385", i32* %"at.step"
  %".387" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !35
lane.end.1:
  %".389" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !34
lanes3:
  %".394" = load i32, i32* %"lo"
  %".395" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".394", %"lanes3"], [%".438", %"lane.end.2"]
  %".397" = icmp slt i32 %"warp.3", %".395"
  br i1 %".397", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".399" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".440" = mul nuw nsw i32 %".395", %"warp.size.5"
  store i32 %".440", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".436", %"lane.body.2"]
  %".401" = icmp slt i32 %"lane.2", 32
  br i1 %".401", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".403" = add nuw nsw i32 %".399", %"lane.2"
  %".404" = mul nuw nsw i32 %".403", 32
  %".405" = zext i32 %".404" to i64
  %".406" = getelementptr i8, ptr %".28", i64 %".405"
  %".407" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".406", i32 %".403", i32 0, i32 0, i32 3, i32 %".403", i32 %".13")
  %".408" = mul nuw nsw i64 %".34", 0
  %".409" = zext i32 %".403" to i64
  %".410" = mul nuw nsw i64 %".409", 4
  %".411" = add nuw nsw i64 %".408", %".410"
  %".412" = getelementptr i8, ptr %".30", i64 %".411"
  store i32 %".407", ptr %".412", !llvm.access.group !18, !tbaa !28
  %".414" = and i32 %".407", 15
  %".415" = load i32, i32* %"or"
  %".416" = or i32 %".415", %".407"
  store i32 %".416", i32* %"or"
  %".418" = load i32, i32* %"and"
  %".419" = and i32 %".418", %".407"
  store i32 %".419", i32* %"and"
  %".421" = load i32, i32* %"at.bar"
  %".422" = icmp eq i32 %".414", 2
  %".423" = zext i1 %".422" to i32
  %".424" = add i32 %".421", %".423"
  store i32 %".424", i32* %"at.bar"
  %".426" = load i32, i32* %"exited"
  %".427" = icmp eq i32 %".414", 3
  %".428" = zext i1 %".427" to i32
  %".429" = add i32 %".426", %".428"
  store i32 %".429", i32* %"exited"
  %".431" = load i32, i32* %"at.step"
  %".432" = icmp eq i32 %".414", 5
  %".433" = zext i1 %".432" to i32
  %".434" = add i32 %".431", %".433"
  store i32 %".434", i32* %"at.step"
  %".436" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !37
lane.end.2:
  %".438" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !36
lanes4:
  %".443" = load i32, i32* %"lo"
  %".444" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".443", %"lanes4"], [%".487", %"lane.end.3"]
  %".446" = icmp slt i32 %"warp.4", %".444"
  br i1 %".446", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".448" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".489" = mul nuw nsw i32 %".444", %"warp.size.7"
  store i32 %".489", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".485", %"lane.body.3"]
  %".450" = icmp slt i32 %"lane.3", 32
  br i1 %".450", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".452" = add nuw nsw i32 %".448", %"lane.3"
  %".453" = mul nuw nsw i32 %".452", 32
  %".454" = zext i32 %".453" to i64
  %".455" = getelementptr i8, ptr %".28", i64 %".454"
  %".456" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".455", i32 %".452", i32 0, i32 0, i32 4, i32 %".452", i32 %".13")
  %".457" = mul nuw nsw i64 %".34", 0
  %".458" = zext i32 %".452" to i64
  %".459" = mul nuw nsw i64 %".458", 4
  %".460" = add nuw nsw i64 %".457", %".459"
  %".461" = getelementptr i8, ptr %".30", i64 %".460"
  store i32 %".456", ptr %".461", !llvm.access.group !18, !tbaa !28
  %".463" = and i32 %".456", 15
  %".464" = load i32, i32* %"or"
  %".465" = or i32 %".464", %".456"
  store i32 %".465", i32* %"or"
  %".467" = load i32, i32* %"and"
  %".468" = and i32 %".467", %".456"
  store i32 %".468", i32* %"and"
  %".470" = load i32, i32* %"at.bar"
  %".471" = icmp eq i32 %".463", 2
  %".472" = zext i1 %".471" to i32
  %".473" = add i32 %".470", %".472"
  store i32 %".473", i32* %"at.bar"
  %".475" = load i32, i32* %"exited"
  %".476" = icmp eq i32 %".463", 3
  %".477" = zext i1 %".476" to i32
  %".478" = add i32 %".475", %".477"
  store i32 %".478", i32* %"exited"
  %".480" = load i32, i32* %"at.step"
  %".481" = icmp eq i32 %".463", 5
  %".482" = zext i1 %".481" to i32
  %".483" = add i32 %".480", %".482"
  store i32 %".483", i32* %"at.step"
  %".485" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !39
lane.end.3:
  %".487" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !38
lanes5:
  %".492" = load i32, i32* %"lo"
  %".493" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".492", %"lanes5"], [%".536", %"lane.end.4"]
  %".495" = icmp slt i32 %"warp.5", %".493"
  br i1 %".495", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".497" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".538" = mul nuw nsw i32 %".493", %"warp.size.9"
  store i32 %".538", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".534", %"lane.body.4"]
  %".499" = icmp slt i32 %"lane.4", 32
  br i1 %".499", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".501" = add nuw nsw i32 %".497", %"lane.4"
  %".502" = mul nuw nsw i32 %".501", 32
  %".503" = zext i32 %".502" to i64
  %".504" = getelementptr i8, ptr %".28", i64 %".503"
  %".505" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".504", i32 %".501", i32 0, i32 0, i32 5, i32 %".501", i32 %".13")
  %".506" = mul nuw nsw i64 %".34", 0
  %".507" = zext i32 %".501" to i64
  %".508" = mul nuw nsw i64 %".507", 4
  %".509" = add nuw nsw i64 %".506", %".508"
  %".510" = getelementptr i8, ptr %".30", i64 %".509"
  store i32 %".505", ptr %".510", !llvm.access.group !18, !tbaa !28
  %".512" = and i32 %".505", 15
  %".513" = load i32, i32* %"or"
  %".514" = or i32 %".513", %".505"
  store i32 %".514", i32* %"or"
  %".516" = load i32, i32* %"and"
  %".517" = and i32 %".516", %".505"
  store i32 %".517", i32* %"and"
  %".519" = load i32, i32* %"at.bar"
  %".520" = icmp eq i32 %".512", 2
  %".521" = zext i1 %".520" to i32
  %".522" = add i32 %".519", %".521"
  store i32 %".522", i32* %"at.bar"
  %".524" = load i32, i32* %"exited"
  %".525" = icmp eq i32 %".512", 3
  %".526" = zext i1 %".525" to i32
  %".527" = add i32 %".524", %".526"
  store i32 %".527", i32* %"exited"
  %".529" = load i32, i32* %"at.step"
  %".530" = icmp eq i32 %".512", 5
  %".531" = zext i1 %".530" to i32
  %".532" = add i32 %".529", %".531"
  store i32 %".532", i32* %"at.step"
  %".534" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !41
lane.end.4:
  %".536" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !40
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".577", %"each.body.2.endif"]
  %".542" = icmp slt i32 %"each.3", %".13"
  br i1 %".542", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".544" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".546" = mul nuw nsw i64 %".34", 0
  %".547" = zext i32 %".544" to i64
  %".548" = mul nuw nsw i64 %".547", 4
  %".549" = add nuw nsw i64 %".546", %".548"
  %".550" = getelementptr i8, ptr %".30", i64 %".549"
  %".551" = load i32, ptr %".550"
  %".552" = lshr i32 %".551", 4
  %".553" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".552", i32 %".544")
  %".554" = and i32 %".553", 15
  %".555" = load i32, i32* %"or"
  %".556" = or i32 %".555", %".553"
  store i32 %".556", i32* %"or"
  %".558" = load i32, i32* %"and"
  %".559" = and i32 %".558", %".553"
  store i32 %".559", i32* %"and"
  %".561" = load i32, i32* %"at.bar"
  %".562" = icmp eq i32 %".554", 2
  %".563" = zext i1 %".562" to i32
  %".564" = add i32 %".561", %".563"
  store i32 %".564", i32* %"at.bar"
  %".566" = load i32, i32* %"exited"
  %".567" = icmp eq i32 %".554", 3
  %".568" = zext i1 %".567" to i32
  %".569" = add i32 %".566", %".568"
  store i32 %".569", i32* %"exited"
  %".571" = load i32, i32* %"at.step"
  %".572" = icmp eq i32 %".554", 5
  %".573" = zext i1 %".572" to i32
  %".574" = add i32 %".571", %".573"
  store i32 %".574", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".577" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".582" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".644" = mul nuw nsw i64 %".34", 0
  %".645" = zext i32 0 to i64
  %".646" = mul nuw nsw i64 %".645", 4
  %".647" = add nuw nsw i64 %".644", %".646"
  %".648" = getelementptr i8, ptr %".30", i64 %".647"
  %".649" = load i32, ptr %".648"
  %".650" = lshr i32 %".649", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".582", label %"step.scan" [i32 6, label %"block6"]
block6:
  %".585" = load i32, i32* %"z.lo"
  %".586" = load i32, i32* %"z.hi"
  %".587" = load i32, i32* %"y.lo"
  %".588" = load i32, i32* %"y.hi"
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [%".585", %"block6"], [%".640", %"ty.end.2"]
  %".590" = icmp slt i32 %"tz.2", %".586"
  br i1 %".590", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  %".642" = load i1, i1* %"runs"
  br i1 %".642", label %"run.next", label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [%".587", %"tz.body.2"], [%".638", %"tx.end.2"]
  %".593" = icmp slt i32 %"ty.2", %".588"
  br i1 %".593", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".595" = mul nuw nsw i32 %".19", %"tz.2"
  %".596" = add nuw nsw i32 %"ty.2", %".595"
  %".597" = mul nuw nsw i32 %".15", %".596"
  %".598" = load i32, i32* %"x.lo"
  %".599" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".640" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !42
tx.head.2:
  %"tx.2" = phi  i32 [%".598", %"ty.body.2"], [%".636", %"tx.body.2"]
  %".601" = icmp slt i32 %"tx.2", %".599"
  br i1 %".601", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".603" = add nuw nsw i32 %"tx.2", %".597"
  %".604" = mul nuw nsw i32 %".603", 32
  %".605" = zext i32 %".604" to i64
  %".606" = getelementptr i8, ptr %".28", i64 %".605"
  %".607" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".606", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 6, i32 %".603", i32 %".13")
  %".608" = mul nuw nsw i64 %".34", 0
  %".609" = zext i32 %".603" to i64
  %".610" = mul nuw nsw i64 %".609", 4
  %".611" = add nuw nsw i64 %".608", %".610"
  %".612" = getelementptr i8, ptr %".30", i64 %".611"
  store i32 %".607", ptr %".612", !llvm.access.group !18, !tbaa !28
  %".614" = and i32 %".607", 15
  %".615" = load i32, i32* %"or"
  %".616" = or i32 %".615", %".607"
  store i32 %".616", i32* %"or"
  %".618" = load i32, i32* %"and"
  %".619" = and i32 %".618", %".607"
  store i32 %".619", i32* %"and"
  %".621" = load i32, i32* %"at.bar"
  %".622" = icmp eq i32 %".614", 2
  %".623" = zext i1 %".622" to i32
  %".624" = add i32 %".621", %".623"
  store i32 %".624", i32* %"at.bar"
  %".626" = load i32, i32* %"exited"
  %".627" = icmp eq i32 %".614", 3
  %".628" = zext i1 %".627" to i32
  %".629" = add i32 %".626", %".628"
  store i32 %".629", i32* %"exited"
  %".631" = load i32, i32* %"at.step"
  %".632" = icmp eq i32 %".614", 5
  %".633" = zext i1 %".632" to i32
  %".634" = add i32 %".631", %".633"
  store i32 %".634", i32* %"at.step"
  %".636" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !44
tx.end.2:
  %".638" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !43
step.some:
  store i32 0, i32* %"run.from"
  %".683" = and i32 %".13", 31
  %".684" = icmp eq i32 %".683", 0
  br i1 %".684", label %"run.next", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".676", %"same.body.1"]
  %".653" = icmp slt i32 %"same.2", %".13"
  br i1 %".653", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".655" = add i32 0, %"same.2"
  %".656" = mul nuw nsw i64 %".34", 0
  %".657" = zext i32 %".655" to i64
  %".658" = mul nuw nsw i64 %".657", 4
  %".659" = add nuw nsw i64 %".656", %".658"
  %".660" = getelementptr i8, ptr %".30", i64 %".659"
  %".661" = load i32, ptr %".660"
  %".662" = and i32 %".661", 15
  %".663" = icmp eq i32 %".662", 5
  %".664" = mul nuw nsw i64 %".34", 0
  %".665" = zext i32 %".655" to i64
  %".666" = mul nuw nsw i64 %".665", 4
  %".667" = add nuw nsw i64 %".664", %".666"
  %".668" = getelementptr i8, ptr %".30", i64 %".667"
  %".669" = load i32, ptr %".668"
  %".670" = lshr i32 %".669", 4
  %".671" = icmp eq i32 %".670", %".650"
  %".672" = and i1 %".663", %".671"
  %".673" = load i1, i1* %"same"
  %".674" = and i1 %".673", %".672"
  store i1 %".674", i1* %"same"
  %".676" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".678" = load i1, i1* %"same"
  br i1 %".678", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".650", label %"step.some" [i32 6, label %"block6"]
run.find:
  %"run.w" = phi  i32 [%".688", %"run.next"], [%".707", %"run.find.warp"]
  %".690" = icmp ult i32 %"run.w", %".687"
  br i1 %".690", label %"run.find.warp", label %"done"
run.find.warp:
  %".692" = mul nuw nsw i32 %"run.w", 32
  %".693" = mul nuw nsw i64 %".34", 0
  %".694" = zext i32 %".692" to i64
  %".695" = mul nuw nsw i64 %".694", 4
  %".696" = add nuw nsw i64 %".693", %".695"
  %".697" = getelementptr i8, ptr %".30", i64 %".696"
  %".698" = load <32 x i32>, ptr %".697", align 4
  %".699" = and <32 x i32> %".698", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".700" = icmp eq <32 x i32> %".699", <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %".701" = bitcast <32 x i1> %".700" to i32
  %".702" = icmp eq i32 %"run.w", %".688"
  %".703" = and i32 %".686", 31
  %".704" = shl i32 -1, %".703"
  %".705" = select  i1 %".702", i32 %".704", i32 -1
  %".706" = and i32 %".701", %".705"
  %".707" = add nuw nsw i32 %"run.w", 1
  %".708" = icmp ne i32 %".706", 0
  br i1 %".708", label %"run.find.first", label %"run.find"
run.find.first:
  %".710" = call i32 @"llvm.cttz.i32"(i32 %".706", i1 1)
  %".711" = mul nuw nsw i32 %"run.w", 32
  %".712" = add nuw nsw i32 %".711", %".710"
  %".713" = extractelement <32 x i32> %".698", i32 %".710"
  %".714" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".713", i32 0
  %".715" = shufflevector <32 x i32> %".714", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".716" = icmp eq <32 x i32> %".698", %".715"
  %".717" = bitcast <32 x i1> %".716" to i32
  %".718" = xor i32 %".717", -1
  %".719" = shl i32 -1, %".710"
  %".720" = and i32 %".718", %".719"
  %".721" = add nuw nsw i32 %"run.w", 1
  %".722" = icmp ne i32 %".720", 0
  br i1 %".722", label %"run.end.here", label %"run.end.next"
run.end.here:
  %".724" = mul nuw nsw i32 %"run.w", 32
  %".725" = call i32 @"llvm.cttz.i32"(i32 %".720", i1 1)
  %".726" = add nuw nsw i32 %".724", %".725"
  br label %"run.end"
run.end.next:
  %"run.w2" = phi  i32 [%".721", %"run.find.first"], [%".742", %"run.end.warp"]
  %".728" = icmp ult i32 %"run.w2", %".687"
  br i1 %".728", label %"run.end.warp", label %"run.end"
run.end.warp:
  %".730" = mul nuw nsw i32 %"run.w2", 32
  %".731" = mul nuw nsw i64 %".34", 0
  %".732" = zext i32 %".730" to i64
  %".733" = mul nuw nsw i64 %".732", 4
  %".734" = add nuw nsw i64 %".731", %".733"
  %".735" = getelementptr i8, ptr %".30", i64 %".734"
  %".736" = load <32 x i32>, ptr %".735", align 4
  %".737" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".713", i32 0
  %".738" = shufflevector <32 x i32> %".737", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".739" = icmp eq <32 x i32> %".736", %".738"
  %".740" = bitcast <32 x i1> %".739" to i32
  %".741" = xor i32 %".740", -1
  %".742" = add nuw nsw i32 %"run.w2", 1
  %".743" = icmp ne i32 %".741", 0
  br i1 %".743", label %"run.end.found", label %"run.end.next"
run.end.found:
  %".745" = mul nuw nsw i32 %"run.w2", 32
  %".746" = call i32 @"llvm.cttz.i32"(i32 %".741", i1 1)
  %".747" = add nuw nsw i32 %".745", %".746"
  br label %"run.end"
run.end:
  %"run.end.1" = phi  i32 [%".726", %"run.end.here"], [%".13", %"run.end.next"], [%".747", %"run.end.found"]
  %".749" = sub i32 %"run.end.1", %".712"
  %".750" = icmp uge i32 %".749", 8
  %".751" = load i1, i1* %"runs"
  %".752" = or i1 %".751", %".750"
  br i1 %".752", label %"run.box", label %"step.each"
run.box:
  %".754" = mul nuw nsw i32 %".15", %".19"
  %".755" = udiv i32 %".712", %".15"
  %".756" = urem i32 %".712", %".15"
  %".757" = udiv i32 %".712", %".754"
  %".758" = urem i32 %".755", %".19"
  %".759" = sub i32 %"run.end.1", %".712"
  %".760" = icmp ne i32 %".756", 0
  %".761" = icmp ult i32 %".759", %".15"
  %".762" = or i1 %".760", %".761"
  %".763" = urem i32 %".712", %".754"
  %".764" = icmp ne i32 %".763", 0
  %".765" = icmp ult i32 %".759", %".754"
  %".766" = or i1 %".764", %".765"
  %".767" = add nuw nsw i32 %".755", 1
  %".768" = mul nuw nsw i32 %".767", %".15"
  %".769" = icmp ult i32 %"run.end.1", %".768"
  %".770" = select  i1 %".769", i32 %"run.end.1", i32 %".768"
  %".771" = udiv i32 %"run.end.1", %".15"
  %".772" = mul nuw nsw i32 %".771", %".15"
  %".773" = add nuw nsw i32 %".757", 1
  %".774" = mul nuw nsw i32 %".773", %".754"
  %".775" = icmp ult i32 %".772", %".774"
  %".776" = select  i1 %".775", i32 %".772", i32 %".774"
  %".777" = udiv i32 %"run.end.1", %".754"
  %".778" = mul nuw nsw i32 %".777", %".754"
  %".779" = select  i1 %".766", i32 %".776", i32 %".778"
  %".780" = select  i1 %".762", i32 %".770", i32 %".779"
  %".781" = sub i32 %".780", %".712"
  %".782" = udiv i32 %".781", %".15"
  %".783" = select  i1 %".762", i32 1, i32 %".782"
  %".784" = select  i1 %".762", i32 %".756", i32 0
  store i32 %".784", i32* %"x.lo"
  %".786" = sub i32 %".780", %".712"
  %".787" = add i32 %".756", %".786"
  %".788" = select  i1 %".762", i32 %".787", i32 %".15"
  store i32 %".788", i32* %"x.hi"
  %".790" = or i1 %".762", %".766"
  %".791" = select  i1 %".790", i32 %".758", i32 0
  store i32 %".791", i32* %"y.lo"
  %".793" = add i32 %".758", %".783"
  %".794" = select  i1 %".790", i32 %".793", i32 %".19"
  store i32 %".794", i32* %"y.hi"
  store i32 %".757", i32* %"z.lo"
  %".797" = add i32 %".757", 1
  %".798" = udiv i32 %".780", %".754"
  %".799" = select  i1 %".790", i32 %".797", i32 %".798"
  store i32 %".799", i32* %"z.hi"
  store i32 %".780", i32* %"run.from"
  store i1 1, i1* %"runs"
  %".803" = lshr i32 %".713", 4
  switch i32 %".803", label %"run.other" [i32 6, label %"block6"]
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".854", %"each.body.3.endif"]
  %".807" = icmp slt i32 %"each.4", %".13"
  br i1 %".807", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".809" = add i32 0, %"each.4"
  %".810" = mul nuw nsw i64 %".34", 0
  %".811" = zext i32 %".809" to i64
  %".812" = mul nuw nsw i64 %".811", 4
  %".813" = add nuw nsw i64 %".810", %".812"
  %".814" = getelementptr i8, ptr %".30", i64 %".813"
  %".815" = load i32, ptr %".814"
  %".816" = and i32 %".815", 15
  %".817" = icmp eq i32 %".816", 5
  br i1 %".817", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".854" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".820" = mul nuw nsw i64 %".34", 0
  %".821" = zext i32 %".809" to i64
  %".822" = mul nuw nsw i64 %".821", 4
  %".823" = add nuw nsw i64 %".820", %".822"
  %".824" = getelementptr i8, ptr %".30", i64 %".823"
  %".825" = load i32, ptr %".824"
  %".826" = lshr i32 %".825", 4
  %".827" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".826", i32 %".809")
  %".828" = and i32 %".827", 15
  %".829" = icmp eq i32 %".828", 5
  br i1 %".829", label %"each.step", label %"each.stop"
each.stop:
  %".831" = and i32 %".827", 15
  %".832" = load i32, i32* %"or"
  %".833" = or i32 %".832", %".827"
  store i32 %".833", i32* %"or"
  %".835" = load i32, i32* %"and"
  %".836" = and i32 %".835", %".827"
  store i32 %".836", i32* %"and"
  %".838" = load i32, i32* %"at.bar"
  %".839" = icmp eq i32 %".831", 2
  %".840" = zext i1 %".839" to i32
  %".841" = add i32 %".838", %".840"
  store i32 %".841", i32* %"at.bar"
  %".843" = load i32, i32* %"exited"
  %".844" = icmp eq i32 %".831", 3
  %".845" = zext i1 %".844" to i32
  %".846" = add i32 %".843", %".845"
  store i32 %".846", i32* %"exited"
  %".848" = load i32, i32* %"at.step"
  %".849" = icmp eq i32 %".831", 5
  %".850" = zext i1 %".849" to i32
  %".851" = add i32 %".848", %".850"
  store i32 %".851", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".865" = add nuw nsw i32 %".3", 1
  store i32 %".865", i32* %"hi"
  %".867" = add nuw nsw i32 %".857", 32
  store i32 %".867", i32* %"end"
  %".869" = mul nuw nsw i64 %".34", 0
  %".870" = zext i32 %".857" to i64
  %".871" = mul nuw nsw i64 %".870", 4
  %".872" = add nuw nsw i64 %".869", %".871"
  %".873" = getelementptr i8, ptr %".30", i64 %".872"
  %".874" = load i32, ptr %".873"
  %".875" = lshr i32 %".874", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".893", %"same.body.2"]
  %".878" = icmp slt i32 %"same.3", 32
  br i1 %".878", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".880" = add i32 %".857", %"same.3"
  %".881" = mul nuw nsw i64 %".34", 0
  %".882" = zext i32 %".880" to i64
  %".883" = mul nuw nsw i64 %".882", 4
  %".884" = add nuw nsw i64 %".881", %".883"
  %".885" = getelementptr i8, ptr %".30", i64 %".884"
  %".886" = load i32, ptr %".885"
  %".887" = lshr i32 %".886", 4
  %".888" = icmp eq i32 %".887", %".875"
  %".889" = and i1 1, %".888"
  %".890" = load i1, i1* %"same"
  %".891" = and i1 %".890", %".889"
  store i1 %".891", i1* %"same"
  %".893" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".895" = load i1, i1* %"same"
  br i1 %".895", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".875", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".937", %"each.body.4.endif"]
  %".899" = icmp slt i32 %"each.5", 32
  br i1 %".899", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".901" = add i32 %".857", %"each.5"
  %".902" = shl i32 1, %"each.5"
  %".903" = and i32 %".4", %".902"
  %".904" = icmp ne i32 %".903", 0
  br i1 %".904", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".906" = mul nuw nsw i64 %".34", 0
  %".907" = zext i32 %".901" to i64
  %".908" = mul nuw nsw i64 %".907", 4
  %".909" = add nuw nsw i64 %".906", %".908"
  %".910" = getelementptr i8, ptr %".30", i64 %".909"
  %".911" = load i32, ptr %".910"
  %".912" = lshr i32 %".911", 4
  %".913" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".912", i32 %".901")
  %".914" = and i32 %".913", 15
  %".915" = load i32, i32* %"or"
  %".916" = or i32 %".915", %".913"
  store i32 %".916", i32* %"or"
  %".918" = load i32, i32* %"and"
  %".919" = and i32 %".918", %".913"
  store i32 %".919", i32* %"and"
  %".921" = load i32, i32* %"at.bar"
  %".922" = icmp eq i32 %".914", 2
  %".923" = zext i1 %".922" to i32
  %".924" = add i32 %".921", %".923"
  store i32 %".924", i32* %"at.bar"
  %".926" = load i32, i32* %"exited"
  %".927" = icmp eq i32 %".914", 3
  %".928" = zext i1 %".927" to i32
  %".929" = add i32 %".926", %".928"
  store i32 %".929", i32* %"exited"
  %".931" = load i32, i32* %"at.step"
  %".932" = icmp eq i32 %".914", 5
  %".933" = zext i1 %".932" to i32
  %".934" = add i32 %".931", %".933"
  store i32 %".934", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".937" = add i32 %"each.5", 1
  br label %"each.head.4"
}

declare i32 @"llvm.cttz.i32"(i32 %".1", i1 %".2")

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
  %".13" = add nuw nsw i64 %".12", 16
  %".14" = add i32 %".5", 31
  %".15" = lshr i32 %".14", 5
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
  %".25" = load i32, i32* %"what"
  %".26" = load i32, i32* %"arg"
  call void @"__zk_group_k"(ptr %".1", ptr %".2", i32 %".25", i32 %".26", [5 x i32]* %"summary")
  %".28" = load i32, i32* %"count"
  %".29" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 2
  %".30" = load i32, i32* %".29"
  %".31" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 3
  %".32" = load i32, i32* %".31"
  %".33" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 4
  %".34" = load i32, i32* %".33"
  %".35" = load i32, i32* %"alive"
  %".36" = sub i32 %".35", %".32"
  store i32 %".36", i32* %"alive"
  %".38" = load i32, i32* %"at.warp"
  %".39" = sub i32 %".28", %".30"
  %".40" = sub i32 %".39", %".32"
  %".41" = sub i32 %".40", %".34"
  %".42" = add i32 %".38", %".41"
  store i32 %".42", i32* %"at.warp"
  %".44" = load i32, i32* %"at.bar"
  %".45" = add i32 %".44", %".30"
  store i32 %".45", i32* %"at.bar"
  store i32 %".34", i32* %"at.step"
  %".48" = icmp eq i32 %".28", %".5"
  %".49" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 0
  %".50" = load i32, i32* %".49"
  %".51" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 1
  %".52" = load i32, i32* %".51"
  %".53" = icmp eq i32 %".50", %".52"
  %".54" = and i1 %".48", %".53"
  %".55" = icmp eq i32 %".32", 0
  %".56" = and i1 %".54", %".55"
  %".57" = getelementptr [5 x i32], [5 x i32]* %"summary", i32 0, i32 0
  %".58" = load i32, i32* %".57"
  %".59" = select  i1 %".56", i32 %".58", i32 -1
  store i32 %".59", i32* %"common"
  %".61" = load i32, i32* %"what"
  %".62" = icmp ne i32 %".34", 0
  %".63" = load i32, i32* %"at.warp"
  %".64" = icmp ne i32 %".63", 0
  %".65" = load i32, i32* %"common"
  %".66" = icmp slt i32 %".65", 0
  %".67" = and i1 %".64", %".66"
  %".68" = xor i1 %".62", -1
  %".69" = and i1 %".67", %".68"
  br i1 %".69", label %"run.if", label %"run.endif"
choose:
  %".165" = load i32, i32* %"at.step"
  %".166" = icmp ne i32 %".165", 0
  br i1 %".166", label %"steps", label %"not.steps"
warps:
  %".209" = load i32, i32* %"cursor"
  %".210" = add i32 %".209", 1
  %".211" = icmp eq i32 %".210", %".15"
  %".212" = add i32 %".209", 1
  %".213" = select  i1 %".211", i32 0, i32 %".212"
  store i32 %".213", i32* %"cursor"
  %".215" = mul nuw nsw i32 %".209", 32
  %".216" = sub i32 %".5", %".215"
  %".217" = icmp ult i32 %".216", 32
  %".218" = select  i1 %".217", i32 %".216", i32 32
  %".219" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %".209"
  %".220" = load i32, i32* %".219"
  %".221" = icmp ne i32 %".220", 0
  br i1 %".221", label %"warp.found", label %"warps"
barrier:
  %".250" = load i32, i32* %"alive"
  %".251" = icmp eq i32 %".250", 0
  br i1 %".251", label %"done", label %"some.alive"
done:
  ret void
run.if:
  %".71" = icmp slt i32 %".61", 0
  br i1 %".71", label %"run.if.if", label %"run.if.else"
run.endif:
  br label %"choose"
run.if.if:
  br label %"scan.warps.head"
run.if.else:
  %".118" = add i32 %".30", %".32"
  %".119" = add i32 %".118", %".34"
  %".120" = icmp ne i32 %".119", 0
  br i1 %".120", label %"run.if.else.if", label %"run.if.else.endif"
run.if.endif:
  br label %"run.endif"
scan.warps.head:
  %"scan.warps" = phi  i32 [0, %"run.if.if"], [%".115", %"scan.warps.body.endif"]
  %".74" = icmp slt i32 %"scan.warps", %".15"
  br i1 %".74", label %"scan.warps.body", label %"scan.warps.end"
scan.warps.body:
  %".76" = mul nuw nsw i32 %"scan.warps", 32
  %".77" = sub i32 %".5", %".76"
  %".78" = icmp uge i32 %".77", 32
  br i1 %".78", label %"scan.warps.body.if", label %"scan.warps.body.else"
scan.warps.end:
  br label %"run.if.endif"
scan.warps.body.if:
  %".80" = mul nuw nsw i64 %".13", 0
  %".81" = zext i32 %".76" to i64
  %".82" = mul nuw nsw i64 %".81", 4
  %".83" = add nuw nsw i64 %".80", %".82"
  %".84" = getelementptr i8, ptr %".9", i64 %".83"
  %".85" = load <32 x i32>, ptr %".84", align 4
  %".86" = and <32 x i32> %".85", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".87" = icmp eq <32 x i32> %".86", <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %".88" = bitcast <32 x i1> %".87" to i32
  store i32 %".88", i32* %"lanes"
  br label %"scan.warps.body.endif"
scan.warps.body.else:
  store i32 0, i32* %"lanes"
  br label %"scan.head"
scan.warps.body.endif:
  %".112" = load i32, i32* %"lanes"
  %".113" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %"scan.warps"
  store i32 %".112", i32* %".113"
  %".115" = add i32 %"scan.warps", 1
  br label %"scan.warps.head"
scan.head:
  %"scan" = phi  i32 [0, %"scan.warps.body.else"], [%".109", %"scan.body"]
  %".93" = icmp slt i32 %"scan", %".77"
  br i1 %".93", label %"scan.body", label %"scan.end"
scan.body:
  %".95" = add nuw nsw i32 %".76", %"scan"
  %".96" = mul nuw nsw i64 %".13", 0
  %".97" = zext i32 %".95" to i64
  %".98" = mul nuw nsw i64 %".97", 4
  %".99" = add nuw nsw i64 %".96", %".98"
  %".100" = getelementptr i8, ptr %".9", i64 %".99"
  %".101" = load i32, ptr %".100"
  %".102" = and i32 %".101", 15
  %".103" = icmp eq i32 %".102", 1
  %".104" = load i32, i32* %"lanes"
  %".105" = shl i32 1, %"scan"
  %".106" = select  i1 %".103", i32 %".105", i32 0
  %".107" = or i32 %".104", %".106"
  store i32 %".107", i32* %"lanes"
  %".109" = add i32 %"scan", 1
  br label %"scan.head"
scan.end:
  br label %"scan.warps.body.endif"
run.if.else.if:
  %".122" = mul nuw nsw i32 %".61", 32
  %".123" = sub i32 %".5", %".122"
  %".124" = icmp uge i32 %".123", 32
  br i1 %".124", label %"run.if.else.if.if", label %"run.if.else.if.else"
run.if.else.endif:
  br label %"run.if.endif"
run.if.else.if.if:
  %".126" = mul nuw nsw i64 %".13", 0
  %".127" = zext i32 %".122" to i64
  %".128" = mul nuw nsw i64 %".127", 4
  %".129" = add nuw nsw i64 %".126", %".128"
  %".130" = getelementptr i8, ptr %".9", i64 %".129"
  %".131" = load <32 x i32>, ptr %".130", align 4
  %".132" = and <32 x i32> %".131", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".133" = icmp eq <32 x i32> %".132", <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %".134" = bitcast <32 x i1> %".133" to i32
  store i32 %".134", i32* %"lanes"
  br label %"run.if.else.if.endif"
run.if.else.if.else:
  store i32 0, i32* %"lanes"
  br label %"scan.head.1"
run.if.else.if.endif:
  %".158" = load i32, i32* %"lanes"
  %".159" = getelementptr [32 x i32], [32 x i32]* %"warp.masks", i32 0, i32 %".61"
  store i32 %".158", i32* %".159"
  br label %"run.if.else.endif"
scan.head.1:
  %"scan.1" = phi  i32 [0, %"run.if.else.if.else"], [%".155", %"scan.body.1"]
  %".139" = icmp slt i32 %"scan.1", %".123"
  br i1 %".139", label %"scan.body.1", label %"scan.end.1"
scan.body.1:
  %".141" = add nuw nsw i32 %".122", %"scan.1"
  %".142" = mul nuw nsw i64 %".13", 0
  %".143" = zext i32 %".141" to i64
  %".144" = mul nuw nsw i64 %".143", 4
  %".145" = add nuw nsw i64 %".142", %".144"
  %".146" = getelementptr i8, ptr %".9", i64 %".145"
  %".147" = load i32, ptr %".146"
  %".148" = and i32 %".147", 15
  %".149" = icmp eq i32 %".148", 1
  %".150" = load i32, i32* %"lanes"
  %".151" = shl i32 1, %"scan.1"
  %".152" = select  i1 %".149", i32 %".151", i32 0
  %".153" = or i32 %".150", %".152"
  store i32 %".153", i32* %"lanes"
  %".155" = add i32 %"scan.1", 1
  br label %"scan.head.1"
scan.end.1:
  br label %"run.if.else.if.endif"
warp.waiters:
  %".177" = load i32, i32* %"common"
  %".178" = icmp sge i32 %".177", 0
  br i1 %".178", label %"all.warps", label %"warps"
all.warps:
  %".180" = getelementptr i8, ptr %".2", i64 216
  %".181" = load ptr, ptr %".180"
  %".182" = getelementptr i8, ptr %".2", i64 224
  %".183" = load ptr, ptr %".182"
  %".184" = getelementptr i8, ptr %".2", i64 216
  store ptr %".183", ptr %".184"
  %".186" = getelementptr i8, ptr %".2", i64 224
  store ptr %".181", ptr %".186"
  br label %"snap.warps.head"
steps:
  store i32 -5, i32* %"what"
  %".169" = load i32, i32* %"common"
  store i32 %".169", i32* %"arg"
  %".171" = load i32, i32* %"at.step"
  store i32 %".171", i32* %"count"
  br label %"run"
not.steps:
  %".174" = load i32, i32* %"at.warp"
  %".175" = icmp ne i32 %".174", 0
  br i1 %".175", label %"warp.waiters", label %"barrier"
snap.warps.head:
  %"snap.warps" = phi  i32 [0, %"all.warps"], [%".201", %"snap.warps.body"]
  %".189" = icmp slt i32 %"snap.warps", %".15"
  br i1 %".189", label %"snap.warps.body", label %"snap.warps.end"
snap.warps.body:
  %".191" = mul nuw nsw i32 %"snap.warps", 32
  %".192" = sub i32 %".5", %".191"
  %".193" = icmp ult i32 %".192", 32
  %".194" = select  i1 %".193", i32 %".192", i32 32
  %".195" = zext i32 %".194" to i64
  %".196" = shl i64 1, %".195"
  %".197" = sub i64 %".196", 1
  %".198" = zext i32 %"snap.warps" to i64
  %".199" = getelementptr i64, ptr %".7", i64 %".198"
  store i64 %".197", ptr %".199"
  %".201" = add i32 %"snap.warps", 1
  br label %"snap.warps.head"
snap.warps.end:
  store i32 0, i32* %"at.warp"
  store i32 -4, i32* %"what"
  %".205" = load i32, i32* %"common"
  store i32 %".205", i32* %"arg"
  store i32 %".5", i32* %"count"
  br label %"run"
warp.found:
  %".223" = getelementptr i8, ptr %".2", i64 216
  %".224" = load ptr, ptr %".223"
  %".225" = getelementptr i8, ptr %".2", i64 224
  %".226" = load ptr, ptr %".225"
  br label %"snap.head"
snap.head:
  %"snap" = phi  i32 [0, %"warp.found"], [%".236", %"snap.body"]
  %".228" = icmp slt i32 %"snap", %".218"
  br i1 %".228", label %"snap.body", label %"snap.end"
snap.body:
  %".230" = add nuw nsw i32 %".215", %"snap"
  %".231" = zext i32 %".230" to i64
  %".232" = getelementptr i32, ptr %".226", i64 %".231"
  %".233" = load i32, ptr %".232"
  %".234" = getelementptr i32, ptr %".224", i64 %".231"
  store i32 %".233", ptr %".234"
  %".236" = add i32 %"snap", 1
  br label %"snap.head"
snap.end:
  %".238" = zext i32 %".220" to i64
  %".239" = zext i32 %".209" to i64
  %".240" = getelementptr i64, ptr %".7", i64 %".239"
  store i64 %".238", ptr %".240"
  %".242" = call i32 @"llvm.ctpop.i32"(i32 %".220")
  %".243" = load i32, i32* %"at.warp"
  %".244" = sub i32 %".243", %".242"
  store i32 %".244", i32* %"at.warp"
  store i32 %".209", i32* %"what"
  store i32 %".220", i32* %"arg"
  store i32 %".242", i32* %"count"
  br label %"run"
release:
  store i32 0, i32* %"at.bar"
  store i32 0, i32* %"cursor"
  store i32 -3, i32* %"what"
  %".259" = load i32, i32* %"common"
  store i32 %".259", i32* %"arg"
  store i32 %".250", i32* %"count"
  br label %"run"
stuck:
  %".263" = getelementptr i8, ptr %".1", i64 88
  %".264" = load ptr, ptr %".263"
  %".265" = getelementptr i8, ptr %".264", i64 56
  %".266" = cmpxchg ptr %".265", i32 0, i32 3 monotonic monotonic
  br label %"done"
some.alive:
  %".253" = load i32, i32* %"at.bar"
  %".254" = icmp eq i32 %".253", %".250"
  br i1 %".254", label %"release", label %"stuck"
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
  %".56" = add nuw nsw i64 %".55", 16
  %".57" = mul i64 %".56", 40
  %".58" = add i64 %".57", 1024
  %".59" = getelementptr i8, ptr %".4", i64 200
  %".60" = getelementptr i8, ptr %".4", i64 208
  %".61" = load i64, ptr %".60"
  %".62" = icmp ult i64 %".61", %".58"
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !49
entry.if:
  %".64" = load ptr, ptr %".59"
  call void @"free"(ptr %".64")
  %".66" = call ptr @"malloc"(i64 %".58")
  store ptr %".66", ptr %".59"
  store i64 %".58", ptr %".60"
  br label %"entry.endif"
entry.endif:
  %".70" = load ptr, ptr %".59"
  %".71" = getelementptr i8, ptr %".70", i64 512
  %".72" = getelementptr i8, ptr %"block", i64 192
  store ptr %".71", ptr %".72"
  %".74" = getelementptr i8, ptr %".32", i64 256
  %".75" = getelementptr i8, ptr %"block", i64 216
  store ptr %".74", ptr %".75"
  %".77" = mul i64 %".56", 4
  %".78" = getelementptr i8, ptr %".71", i64 %".77"
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