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
  %".29" = add nuw nsw i64 %".28", 16
  %".30" = icmp eq i32 %".19", 1
  %".31" = icmp eq i32 %".21", 1
  %".32" = and i1 %".30", %".31"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".902" = load i32, i32* %"or"
  %".903" = getelementptr i32, ptr %".5", i32 0
  store i32 %".902", ptr %".903"
  %".905" = load i32, i32* %"and"
  %".906" = getelementptr i32, ptr %".5", i32 1
  store i32 %".905", ptr %".906"
  %".908" = load i32, i32* %"at.bar"
  %".909" = getelementptr i32, ptr %".5", i32 2
  store i32 %".908", ptr %".909"
  %".911" = load i32, i32* %"exited"
  %".912" = getelementptr i32, ptr %".5", i32 3
  store i32 %".911", ptr %".912"
  %".914" = load i32, i32* %"at.step"
  %".915" = getelementptr i32, ptr %".5", i32 4
  store i32 %".914", ptr %".915"
  ret void
start:
  br label %"block0"
warp:
  %".819" = mul nuw nsw i32 %".3", 32
  %".820" = icmp eq i32 %".4", -1
  %".821" = add i32 %".819", 32
  %".822" = icmp ule i32 %".821", %".13"
  %".823" = and i1 %".820", %".822"
  %".824" = and i1 %".823", %".32"
  br i1 %".824", label %"warp.check", label %"warp.each"
at.barrier:
  %".89" = icmp ne i32 %".4", -1
  br i1 %".89", label %"known", label %"scan"
all.at.warp:
  br i1 %".32", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".565" = icmp ne i32 %".4", -1
  br i1 %".565", label %"step.known", label %"step.scan"
block0:
  br label %"tz.head"
tz.head:
  %"tz" = phi  i32 [0, %"block0"], [%".85", %"ty.end"]
  %".35" = icmp slt i32 %"tz", %".21"
  br i1 %".35", label %"tz.body", label %"tz.end"
tz.body:
  br label %"ty.head"
tz.end:
  br label %"done"
ty.head:
  %"ty" = phi  i32 [0, %"tz.body"], [%".83", %"tx.end"]
  %".38" = icmp slt i32 %"ty", %".19"
  br i1 %".38", label %"ty.body", label %"ty.end"
ty.body:
  %".40" = mul nuw nsw i32 %".19", %"tz"
  %".41" = add nuw nsw i32 %"ty", %".40"
  %".42" = mul nuw nsw i32 %".15", %".41"
  %".43" = load i32, i32* %"x.lo"
  %".44" = load i32, i32* %"x.hi"
  br label %"tx.head"
ty.end:
  %".85" = add i32 %"tz", 1
  br label %"tz.head", !llvm.loop !21
tx.head:
  %"tx" = phi  i32 [%".43", %"ty.body"], [%".81", %"tx.body"]
  %".46" = icmp slt i32 %"tx", %".44"
  br i1 %".46", label %"tx.body", label %"tx.end"
tx.body:
  %".48" = add nuw nsw i32 %"tx", %".42"
  %".49" = mul nuw nsw i32 %".48", 32
  %".50" = zext i32 %".49" to i64
  %".51" = getelementptr i8, ptr %".23", i64 %".50"
  %".52" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".51", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".48", i32 %".13")
  %".53" = mul nuw nsw i64 %".29", 0
  %".54" = zext i32 %".48" to i64
  %".55" = mul nuw nsw i64 %".54", 4
  %".56" = add nuw nsw i64 %".53", %".55"
  %".57" = getelementptr i8, ptr %".25", i64 %".56"
  store i32 %".52", ptr %".57", !llvm.access.group !18, !tbaa !28
  %".59" = and i32 %".52", 15
  %".60" = load i32, i32* %"or"
  %".61" = or i32 %".60", %".52"
  store i32 %".61", i32* %"or"
  %".63" = load i32, i32* %"and"
  %".64" = and i32 %".63", %".52"
  store i32 %".64", i32* %"and"
  %".66" = load i32, i32* %"at.bar"
  %".67" = icmp eq i32 %".59", 2
  %".68" = zext i1 %".67" to i32
  %".69" = add i32 %".66", %".68"
  store i32 %".69", i32* %"at.bar"
  %".71" = load i32, i32* %"exited"
  %".72" = icmp eq i32 %".59", 3
  %".73" = zext i1 %".72" to i32
  %".74" = add i32 %".71", %".73"
  store i32 %".74", i32* %"exited"
  %".76" = load i32, i32* %"at.step"
  %".77" = icmp eq i32 %".59", 5
  %".78" = zext i1 %".77" to i32
  %".79" = add i32 %".76", %".78"
  store i32 %".79", i32* %"at.step"
  %".81" = add i32 %"tx", 1
  br label %"tx.head", !llvm.loop !25
tx.end:
  %".83" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !22
each:
  br label %"each.head"
known:
  %".91" = lshr i32 %".4", 4
  switch i32 %".91", label %"scan" [i32 7, label %"block7"]
scan:
  %".147" = mul nuw nsw i64 %".29", 0
  %".148" = zext i32 0 to i64
  %".149" = mul nuw nsw i64 %".148", 4
  %".150" = add nuw nsw i64 %".147", %".149"
  %".151" = getelementptr i8, ptr %".25", i64 %".150"
  %".152" = load i32, ptr %".151"
  %".153" = lshr i32 %".152", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block7:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block7"], [%".144", %"ty.end.1"]
  %".94" = icmp slt i32 %"tz.1", %".21"
  br i1 %".94", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".142", %"tx.end.1"]
  %".97" = icmp slt i32 %"ty.1", %".19"
  br i1 %".97", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".99" = mul nuw nsw i32 %".19", %"tz.1"
  %".100" = add nuw nsw i32 %"ty.1", %".99"
  %".101" = mul nuw nsw i32 %".15", %".100"
  %".102" = load i32, i32* %"x.lo"
  %".103" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".144" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !29
tx.head.1:
  %"tx.1" = phi  i32 [%".102", %"ty.body.1"], [%".140", %"tx.body.1"]
  %".105" = icmp slt i32 %"tx.1", %".103"
  br i1 %".105", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".107" = add nuw nsw i32 %"tx.1", %".101"
  %".108" = mul nuw nsw i32 %".107", 32
  %".109" = zext i32 %".108" to i64
  %".110" = getelementptr i8, ptr %".23", i64 %".109"
  %".111" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".110", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 7, i32 %".107", i32 %".13")
  %".112" = mul nuw nsw i64 %".29", 0
  %".113" = zext i32 %".107" to i64
  %".114" = mul nuw nsw i64 %".113", 4
  %".115" = add nuw nsw i64 %".112", %".114"
  %".116" = getelementptr i8, ptr %".25", i64 %".115"
  store i32 %".111", ptr %".116", !llvm.access.group !18, !tbaa !28
  %".118" = and i32 %".111", 15
  %".119" = load i32, i32* %"or"
  %".120" = or i32 %".119", %".111"
  store i32 %".120", i32* %"or"
  %".122" = load i32, i32* %"and"
  %".123" = and i32 %".122", %".111"
  store i32 %".123", i32* %"and"
  %".125" = load i32, i32* %"at.bar"
  %".126" = icmp eq i32 %".118", 2
  %".127" = zext i1 %".126" to i32
  %".128" = add i32 %".125", %".127"
  store i32 %".128", i32* %"at.bar"
  %".130" = load i32, i32* %"exited"
  %".131" = icmp eq i32 %".118", 3
  %".132" = zext i1 %".131" to i32
  %".133" = add i32 %".130", %".132"
  store i32 %".133", i32* %"exited"
  %".135" = load i32, i32* %"at.step"
  %".136" = icmp eq i32 %".118", 5
  %".137" = zext i1 %".136" to i32
  %".138" = add i32 %".135", %".137"
  store i32 %".138", i32* %"at.step"
  %".140" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !31
tx.end.1:
  %".142" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !30
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".179", %"same.body"]
  %".156" = icmp slt i32 %"same.1", %".13"
  br i1 %".156", label %"same.body", label %"same.end"
same.body:
  %".158" = add i32 0, %"same.1"
  %".159" = mul nuw nsw i64 %".29", 0
  %".160" = zext i32 %".158" to i64
  %".161" = mul nuw nsw i64 %".160", 4
  %".162" = add nuw nsw i64 %".159", %".161"
  %".163" = getelementptr i8, ptr %".25", i64 %".162"
  %".164" = load i32, ptr %".163"
  %".165" = and i32 %".164", 15
  %".166" = icmp eq i32 %".165", 2
  %".167" = mul nuw nsw i64 %".29", 0
  %".168" = zext i32 %".158" to i64
  %".169" = mul nuw nsw i64 %".168", 4
  %".170" = add nuw nsw i64 %".167", %".169"
  %".171" = getelementptr i8, ptr %".25", i64 %".170"
  %".172" = load i32, ptr %".171"
  %".173" = lshr i32 %".172", 4
  %".174" = icmp eq i32 %".173", %".153"
  %".175" = and i1 %".166", %".174"
  %".176" = load i1, i1* %"same"
  %".177" = and i1 %".176", %".175"
  store i1 %".177", i1* %"same"
  %".179" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".181" = load i1, i1* %"same"
  br i1 %".181", label %"uniform", label %"each"
uniform:
  switch i32 %".153", label %"each" [i32 7, label %"block7"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".228", %"each.body.endif"]
  %".185" = icmp slt i32 %"each.1", %".13"
  br i1 %".185", label %"each.body", label %"each.end"
each.body:
  %".187" = add i32 0, %"each.1"
  %".188" = mul nuw nsw i64 %".29", 0
  %".189" = zext i32 %".187" to i64
  %".190" = mul nuw nsw i64 %".189", 4
  %".191" = add nuw nsw i64 %".188", %".190"
  %".192" = getelementptr i8, ptr %".25", i64 %".191"
  %".193" = load i32, ptr %".192"
  %".194" = and i32 %".193", 15
  %".195" = icmp eq i32 %".194", 2
  br i1 %".195", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".197" = mul nuw nsw i64 %".29", 0
  %".198" = zext i32 %".187" to i64
  %".199" = mul nuw nsw i64 %".198", 4
  %".200" = add nuw nsw i64 %".197", %".199"
  %".201" = getelementptr i8, ptr %".25", i64 %".200"
  %".202" = load i32, ptr %".201"
  %".203" = lshr i32 %".202", 4
  %".204" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".203", i32 %".187")
  %".205" = and i32 %".204", 15
  %".206" = load i32, i32* %"or"
  %".207" = or i32 %".206", %".204"
  store i32 %".207", i32* %"or"
  %".209" = load i32, i32* %"and"
  %".210" = and i32 %".209", %".204"
  store i32 %".210", i32* %"and"
  %".212" = load i32, i32* %"at.bar"
  %".213" = icmp eq i32 %".205", 2
  %".214" = zext i1 %".213" to i32
  %".215" = add i32 %".212", %".214"
  store i32 %".215", i32* %"at.bar"
  %".217" = load i32, i32* %"exited"
  %".218" = icmp eq i32 %".205", 3
  %".219" = zext i1 %".218" to i32
  %".220" = add i32 %".217", %".219"
  store i32 %".220", i32* %"exited"
  %".222" = load i32, i32* %"at.step"
  %".223" = icmp eq i32 %".205", 5
  %".224" = zext i1 %".223" to i32
  %".225" = add i32 %".222", %".224"
  store i32 %".225", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".228" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".233" = lshr i32 %".13", 5
  store i32 %".233", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".236" = lshr i32 %".4", 4
  switch i32 %".236", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".238" = load i32, i32* %"lo"
  %".239" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".238", %"lanes1"], [%".283", %"lane.end"]
  %".241" = icmp slt i32 %"warp.1", %".239"
  br i1 %".241", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".243" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_1"(ptr %".1", ptr %".2", i32 %".243")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".285" = mul nuw nsw i32 %".239", %"warp.size.1"
  store i32 %".285", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".281", %"lane.body"]
  %".246" = icmp slt i32 %"lane", 32
  br i1 %".246", label %"lane.body", label %"lane.end"
lane.body:
  %".248" = add nuw nsw i32 %".243", %"lane"
  %".249" = mul nuw nsw i32 %".248", 32
  %".250" = zext i32 %".249" to i64
  %".251" = getelementptr i8, ptr %".23", i64 %".250"
  %".252" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".251", i32 %".248", i32 0, i32 0, i32 6, i32 %".248", i32 %".13")
  %".253" = mul nuw nsw i64 %".29", 0
  %".254" = zext i32 %".248" to i64
  %".255" = mul nuw nsw i64 %".254", 4
  %".256" = add nuw nsw i64 %".253", %".255"
  %".257" = getelementptr i8, ptr %".25", i64 %".256"
  store i32 %".252", ptr %".257", !llvm.access.group !18, !tbaa !28
  %".259" = and i32 %".252", 15
  %".260" = load i32, i32* %"or"
  %".261" = or i32 %".260", %".252"
  store i32 %".261", i32* %"or"
  %".263" = load i32, i32* %"and"
  %".264" = and i32 %".263", %".252"
  store i32 %".264", i32* %"and"
  %".266" = load i32, i32* %"at.bar"
  %".267" = icmp eq i32 %".259", 2
  %".268" = zext i1 %".267" to i32
  %".269" = add i32 %".266", %".268"
  store i32 %".269", i32* %"at.bar"
  %".271" = load i32, i32* %"exited"
  %".272" = icmp eq i32 %".259", 3
  %".273" = zext i1 %".272" to i32
  %".274" = add i32 %".271", %".273"
  store i32 %".274", i32* %"exited"
  %".276" = load i32, i32* %"at.step"
  %".277" = icmp eq i32 %".259", 5
  %".278" = zext i1 %".277" to i32
  %".279" = add i32 %".276", %".278"
  store i32 %".279", i32* %"at.step"
  %".281" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !33
lane.end:
  %".283" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !32
lanes.tail:
  %".287" = load i32, i32* %"tail"
  %".288" = load i32, i32* %"end"
  %".289" = sub i32 %".288", %".287"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".326", %"each.body.1.endif"]
  %".291" = icmp slt i32 %"each.2", %".289"
  br i1 %".291", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".293" = add i32 %".287", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".295" = mul nuw nsw i64 %".29", 0
  %".296" = zext i32 %".293" to i64
  %".297" = mul nuw nsw i64 %".296", 4
  %".298" = add nuw nsw i64 %".295", %".297"
  %".299" = getelementptr i8, ptr %".25", i64 %".298"
  %".300" = load i32, ptr %".299"
  %".301" = lshr i32 %".300", 4
  %".302" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".301", i32 %".293")
  %".303" = and i32 %".302", 15
  %".304" = load i32, i32* %"or"
  %".305" = or i32 %".304", %".302"
  store i32 %".305", i32* %"or"
  %".307" = load i32, i32* %"and"
  %".308" = and i32 %".307", %".302"
  store i32 %".308", i32* %"and"
  %".310" = load i32, i32* %"at.bar"
  %".311" = icmp eq i32 %".303", 2
  %".312" = zext i1 %".311" to i32
  %".313" = add i32 %".310", %".312"
  store i32 %".313", i32* %"at.bar"
  %".315" = load i32, i32* %"exited"
  %".316" = icmp eq i32 %".303", 3
  %".317" = zext i1 %".316" to i32
  %".318" = add i32 %".315", %".317"
  store i32 %".318", i32* %"exited"
  %".320" = load i32, i32* %"at.step"
  %".321" = icmp eq i32 %".303", 5
  %".322" = zext i1 %".321" to i32
  %".323" = add i32 %".320", %".322"
  store i32 %".323", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".326" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".330" = load i32, i32* %"lo"
  %".331" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".330", %"lanes2"], [%".374", %"lane.end.1"]
  %".333" = icmp slt i32 %"warp.2", %".331"
  br i1 %".333", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".335" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".376" = mul nuw nsw i32 %".331", %"warp.size.3"
  store i32 %".376", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".372", %"lane.body.1"]
  %".337" = icmp slt i32 %"lane.1", 32
  br i1 %".337", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".339" = add nuw nsw i32 %".335", %"lane.1"
  %".340" = mul nuw nsw i32 %".339", 32
  %".341" = zext i32 %".340" to i64
  %".342" = getelementptr i8, ptr %".23", i64 %".341"
  %".343" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".342", i32 %".339", i32 0, i32 0, i32 2, i32 %".339", i32 %".13")
  %".344" = mul nuw nsw i64 %".29", 0
  %".345" = zext i32 %".339" to i64
  %".346" = mul nuw nsw i64 %".345", 4
  %".347" = add nuw nsw i64 %".344", %".346"
  %".348" = getelementptr i8, ptr %".25", i64 %".347"
  store i32 %".343", ptr %".348", !llvm.access.group !18, !tbaa !28
  %".350" = and i32 %".343", 15
  %".351" = load i32, i32* %"or"
  %".352" = or i32 %".351", %".343"
  store i32 %".352", i32* %"or"
  %".354" = load i32, i32* %"and"
  %".355" = and i32 %".354", %".343"
  store i32 %".355", i32* %"and"
  %".357" = load i32, i32* %"at.bar"
  %".358" = icmp eq i32 %".350", 2
  %".359" = zext i1 %".358" to i32
  %".360" = add i32 %".357", %".359"
  store i32 %".360", i32* %"at.bar"
  %".362" = load i32, i32* %"exited"
  %".363" = icmp eq i32 %".350", 3
  %".364" = zext i1 %".363" to i32
  %".365" = add i32 %".362", %".364"
  store i32 %".365", i32* %"exited"
  %".367" = load i32, i32* %"at.step"
  %".368" = icmp eq i32 %".350", 5
  %".369" = zext i1 %".368" to i32
  %".370" = add i32 %".367", %".369"
  store i32 %".370", i32* %"at.step"
  %".372" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !35
lane.end.1:
  %".374" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !34
lanes3:
  %".379" = load i32, i32* %"lo"
  %".380" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".379", %"lanes3"], [%".423", %"lane.end.2"]
  %".382" = icmp slt i32 %"warp.3", %".380"
  br i1 %".382", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".384" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".425" = mul nuw nsw i32 %".380", %"warp.size.5"
  store i32 %".425", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".421", %"lane.body.2"]
  %".386" = icmp slt i32 %"lane.2", 32
  br i1 %".386", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".388" = add nuw nsw i32 %".384", %"lane.2"
  %".389" = mul nuw nsw i32 %".388", 32
  %".390" = zext i32 %".389" to i64
  %".391" = getelementptr i8, ptr %".23", i64 %".390"
  %".392" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".391", i32 %".388", i32 0, i32 0, i32 3, i32 %".388", i32 %".13")
  %".393" = mul nuw nsw i64 %".29", 0
  %".394" = zext i32 %".388" to i64
  %".395" = mul nuw nsw i64 %".394", 4
  %".396" = add nuw nsw i64 %".393", %".395"
  %".397" = getelementptr i8, ptr %".25", i64 %".396"
  store i32 %".392", ptr %".397", !llvm.access.group !18, !tbaa !28
  %".399" = and i32 %".392", 15
  %".400" = load i32, i32* %"or"
  %".401" = or i32 %".400", %".392"
  store i32 %".401", i32* %"or"
  %".403" = load i32, i32* %"and"
  %".404" = and i32 %".403", %".392"
  store i32 %".404", i32* %"and"
  %".406" = load i32, i32* %"at.bar"
  %".407" = icmp eq i32 %".399", 2
  %".408" = zext i1 %".407" to i32
  %".409" = add i32 %".406", %".408"
  store i32 %".409", i32* %"at.bar"
  %".411" = load i32, i32* %"exited"
  %".412" = icmp eq i32 %".399", 3
  %".413" = zext i1 %".412" to i32
  %".414" = add i32 %".411", %".413"
  store i32 %".414", i32* %"exited"
  %".416" = load i32, i32* %"at.step"
  %".417" = icmp eq i32 %".399", 5
  %".418" = zext i1 %".417" to i32
  %".419" = add i32 %".416", %".418"
  store i32 %".419", i32* %"at.step"
  %".421" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !37
lane.end.2:
  %".423" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !36
lanes4:
  %".428" = load i32, i32* %"lo"
  %".429" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".428", %"lanes4"], [%".472", %"lane.end.3"]
  %".431" = icmp slt i32 %"warp.4", %".429"
  br i1 %".431", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".433" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".474" = mul nuw nsw i32 %".429", %"warp.size.7"
  store i32 %".474", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".470", %"lane.body.3"]
  %".435" = icmp slt i32 %"lane.3", 32
  br i1 %".435", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".437" = add nuw nsw i32 %".433", %"lane.3"
  %".438" = mul nuw nsw i32 %".437", 32
  %".439" = zext i32 %".438" to i64
  %".440" = getelementptr i8, ptr %".23", i64 %".439"
  %".441" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".440", i32 %".437", i32 0, i32 0, i32 4, i32 %".437", i32 %".13")
  %".442" = mul nuw nsw i64 %".29", 0
  %".443" = zext i32 %".437" to i64
  %".444" = mul nuw nsw i64 %".443", 4
  %".445" = add nuw nsw i64 %".442", %".444"
  %".446" = getelementptr i8, ptr %".25", i64 %".445"
  store i32 %".441", ptr %".446", !llvm.access.group !18, !tbaa !28
  %".448" = and i32 %".441", 15
  %".449" = load i32, i32* %"or"
  %".450" = or i32 %".449", %".441"
  store i32 %".450", i32* %"or"
  %".452" = load i32, i32* %"and"
  %".453" = and i32 %".452", %".441"
  store i32 %".453", i32* %"and"
  %".455" = load i32, i32* %"at.bar"
  %".456" = icmp eq i32 %".448", 2
  %".457" = zext i1 %".456" to i32
  %".458" = add i32 %".455", %".457"
  store i32 %".458", i32* %"at.bar"
  %".460" = load i32, i32* %"exited"
  %".461" = icmp eq i32 %".448", 3
  %".462" = zext i1 %".461" to i32
  %".463" = add i32 %".460", %".462"
  store i32 %".463", i32* %"exited"
  %".465" = load i32, i32* %"at.step"
  %".466" = icmp eq i32 %".448", 5
  %".467" = zext i1 %".466" to i32
  %".468" = add i32 %".465", %".467"
  store i32 %".468", i32* %"at.step"
  %".470" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !39
lane.end.3:
  %".472" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !38
lanes5:
  %".477" = load i32, i32* %"lo"
  %".478" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".477", %"lanes5"], [%".521", %"lane.end.4"]
  %".480" = icmp slt i32 %"warp.5", %".478"
  br i1 %".480", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".482" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".523" = mul nuw nsw i32 %".478", %"warp.size.9"
  store i32 %".523", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".519", %"lane.body.4"]
  %".484" = icmp slt i32 %"lane.4", 32
  br i1 %".484", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".486" = add nuw nsw i32 %".482", %"lane.4"
  %".487" = mul nuw nsw i32 %".486", 32
  %".488" = zext i32 %".487" to i64
  %".489" = getelementptr i8, ptr %".23", i64 %".488"
  %".490" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".489", i32 %".486", i32 0, i32 0, i32 5, i32 %".486", i32 %".13")
  %".491" = mul nuw nsw i64 %".29", 0
  %".492" = zext i32 %".486" to i64
  %".493" = mul nuw nsw i64 %".492", 4
  %".494" = add nuw nsw i64 %".491", %".493"
  %".495" = getelementptr i8, ptr %".25", i64 %".494"
  store i32 %".490", ptr %".495", !llvm.access.group !18, !tbaa !28
  %".497" = and i32 %".490", 15
  %".498" = load i32, i32* %"or"
  %".499" = or i32 %".498", %".490"
  store i32 %".499", i32* %"or"
  %".501" = load i32, i32* %"and"
  %".502" = and i32 %".501", %".490"
  store i32 %".502", i32* %"and"
  %".504" = load i32, i32* %"at.bar"
  %".505" = icmp eq i32 %".497", 2
  %".506" = zext i1 %".505" to i32
  %".507" = add i32 %".504", %".506"
  store i32 %".507", i32* %"at.bar"
  %".509" = load i32, i32* %"exited"
  %".510" = icmp eq i32 %".497", 3
  %".511" = zext i1 %".510" to i32
  %".512" = add i32 %".509", %".511"
  store i32 %".512", i32* %"exited"
  %".514" = load i32, i32* %"at.step"
  %".515" = icmp eq i32 %".497", 5
  %".516" = zext i1 %".515" to i32
  %".517" = add i32 %".514", %".516"
  store i32 %".517", i32* %"at.step"
  %".519" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !41
lane.end.4:
  %".521" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !40
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".562", %"each.body.2.endif"]
  %".527" = icmp slt i32 %"each.3", %".13"
  br i1 %".527", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".529" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".531" = mul nuw nsw i64 %".29", 0
  %".532" = zext i32 %".529" to i64
  %".533" = mul nuw nsw i64 %".532", 4
  %".534" = add nuw nsw i64 %".531", %".533"
  %".535" = getelementptr i8, ptr %".25", i64 %".534"
  %".536" = load i32, ptr %".535"
  %".537" = lshr i32 %".536", 4
  %".538" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".537", i32 %".529")
  %".539" = and i32 %".538", 15
  %".540" = load i32, i32* %"or"
  %".541" = or i32 %".540", %".538"
  store i32 %".541", i32* %"or"
  %".543" = load i32, i32* %"and"
  %".544" = and i32 %".543", %".538"
  store i32 %".544", i32* %"and"
  %".546" = load i32, i32* %"at.bar"
  %".547" = icmp eq i32 %".539", 2
  %".548" = zext i1 %".547" to i32
  %".549" = add i32 %".546", %".548"
  store i32 %".549", i32* %"at.bar"
  %".551" = load i32, i32* %"exited"
  %".552" = icmp eq i32 %".539", 3
  %".553" = zext i1 %".552" to i32
  %".554" = add i32 %".551", %".553"
  store i32 %".554", i32* %"exited"
  %".556" = load i32, i32* %"at.step"
  %".557" = icmp eq i32 %".539", 5
  %".558" = zext i1 %".557" to i32
  %".559" = add i32 %".556", %".558"
  store i32 %".559", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".562" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".567" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".624" = mul nuw nsw i64 %".29", 0
  %".625" = zext i32 0 to i64
  %".626" = mul nuw nsw i64 %".625", 4
  %".627" = add nuw nsw i64 %".624", %".626"
  %".628" = getelementptr i8, ptr %".25", i64 %".627"
  %".629" = load i32, ptr %".628"
  %".630" = lshr i32 %".629", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".567", label %"step.scan" [i32 6, label %"block6"]
block6:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block6"], [%".621", %"ty.end.2"]
  %".571" = icmp slt i32 %"tz.2", %".21"
  br i1 %".571", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".619", %"tx.end.2"]
  %".574" = icmp slt i32 %"ty.2", %".19"
  br i1 %".574", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".576" = mul nuw nsw i32 %".19", %"tz.2"
  %".577" = add nuw nsw i32 %"ty.2", %".576"
  %".578" = mul nuw nsw i32 %".15", %".577"
  %".579" = load i32, i32* %"x.lo"
  %".580" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".621" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !42
tx.head.2:
  %"tx.2" = phi  i32 [%".579", %"ty.body.2"], [%".617", %"tx.body.2"]
  %".582" = icmp slt i32 %"tx.2", %".580"
  br i1 %".582", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".584" = add nuw nsw i32 %"tx.2", %".578"
  %".585" = mul nuw nsw i32 %".584", 32
  %".586" = zext i32 %".585" to i64
  %".587" = getelementptr i8, ptr %".23", i64 %".586"
  %".588" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".587", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 6, i32 %".584", i32 %".13")
  %".589" = mul nuw nsw i64 %".29", 0
  %".590" = zext i32 %".584" to i64
  %".591" = mul nuw nsw i64 %".590", 4
  %".592" = add nuw nsw i64 %".589", %".591"
  %".593" = getelementptr i8, ptr %".25", i64 %".592"
  store i32 %".588", ptr %".593", !llvm.access.group !18, !tbaa !28
  %".595" = and i32 %".588", 15
  %".596" = load i32, i32* %"or"
  %".597" = or i32 %".596", %".588"
  store i32 %".597", i32* %"or"
  %".599" = load i32, i32* %"and"
  %".600" = and i32 %".599", %".588"
  store i32 %".600", i32* %"and"
  %".602" = load i32, i32* %"at.bar"
  %".603" = icmp eq i32 %".595", 2
  %".604" = zext i1 %".603" to i32
  %".605" = add i32 %".602", %".604"
  store i32 %".605", i32* %"at.bar"
  %".607" = load i32, i32* %"exited"
  %".608" = icmp eq i32 %".595", 3
  %".609" = zext i1 %".608" to i32
  %".610" = add i32 %".607", %".609"
  store i32 %".610", i32* %"exited"
  %".612" = load i32, i32* %"at.step"
  %".613" = icmp eq i32 %".595", 5
  %".614" = zext i1 %".613" to i32
  %".615" = add i32 %".612", %".614"
  store i32 %".615", i32* %"at.step"
  %".617" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !44
tx.end.2:
  %".619" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !43
step.some:
  br i1 %".32", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".656", %"same.body.1"]
  %".633" = icmp slt i32 %"same.2", %".13"
  br i1 %".633", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".635" = add i32 0, %"same.2"
  %".636" = mul nuw nsw i64 %".29", 0
  %".637" = zext i32 %".635" to i64
  %".638" = mul nuw nsw i64 %".637", 4
  %".639" = add nuw nsw i64 %".636", %".638"
  %".640" = getelementptr i8, ptr %".25", i64 %".639"
  %".641" = load i32, ptr %".640"
  %".642" = and i32 %".641", 15
  %".643" = icmp eq i32 %".642", 5
  %".644" = mul nuw nsw i64 %".29", 0
  %".645" = zext i32 %".635" to i64
  %".646" = mul nuw nsw i64 %".645", 4
  %".647" = add nuw nsw i64 %".644", %".646"
  %".648" = getelementptr i8, ptr %".25", i64 %".647"
  %".649" = load i32, ptr %".648"
  %".650" = lshr i32 %".649", 4
  %".651" = icmp eq i32 %".650", %".630"
  %".652" = and i1 %".643", %".651"
  %".653" = load i1, i1* %"same"
  %".654" = and i1 %".653", %".652"
  store i1 %".654", i1* %"same"
  %".656" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".658" = load i1, i1* %"same"
  br i1 %".658", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".630", label %"step.some" [i32 6, label %"block6"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".695", %"run.scan.body"]
  %".667" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".667", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".669" = mul nuw nsw i64 %".29", 0
  %".670" = zext i32 %"run.scan.1" to i64
  %".671" = mul nuw nsw i64 %".670", 4
  %".672" = add nuw nsw i64 %".669", %".671"
  %".673" = getelementptr i8, ptr %".25", i64 %".672"
  %".674" = load i32, ptr %".673"
  %".675" = and i32 %".674", 15
  %".676" = icmp eq i32 %".675", 5
  %".677" = load i32, i32* %"run.first"
  %".678" = icmp eq i32 %".677", -1
  %".679" = and i1 %".676", %".678"
  %".680" = select  i1 %".679", i32 %"run.scan.1", i32 %".677"
  store i32 %".680", i32* %"run.first"
  %".682" = load i32, i32* %"run.code"
  %".683" = select  i1 %".679", i32 %".674", i32 %".682"
  store i32 %".683", i32* %"run.code"
  %".685" = icmp ne i32 %".677", -1
  %".686" = load i32, i32* %"run.end"
  %".687" = icmp eq i32 %".686", -1
  %".688" = load i32, i32* %"run.code"
  %".689" = icmp ne i32 %".674", %".688"
  %".690" = and i1 %".687", %".689"
  %".691" = and i1 %".685", %".690"
  %".692" = load i32, i32* %"run.end"
  %".693" = select  i1 %".691", i32 %"run.scan.1", i32 %".692"
  store i32 %".693", i32* %"run.end"
  %".695" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".697" = load i32, i32* %"run.end"
  %".698" = icmp eq i32 %".697", -1
  %".699" = select  i1 %".698", i32 %".13", i32 %".697"
  store i32 %".699", i32* %"run.end"
  %".701" = load i32, i32* %"run.first"
  %".702" = sub i32 %".699", %".701"
  %".703" = load i32, i32* %"run.first"
  %".704" = icmp ne i32 %".703", -1
  %".705" = shl i32 %".702", 1
  %".706" = icmp uge i32 %".705", %".13"
  %".707" = and i1 %".704", %".706"
  br i1 %".707", label %"run.found", label %"step.each"
run.found:
  %".709" = load i32, i32* %"run.code"
  %".710" = lshr i32 %".709", 4
  %".711" = load i32, i32* %"run.first"
  %".712" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".760", %"others.body.endif"]
  %".714" = icmp slt i32 %"others", %".13"
  br i1 %".714", label %"others.body", label %"others.end"
others.body:
  %".716" = icmp ult i32 %"others", %".711"
  %".717" = icmp uge i32 %"others", %".712"
  %".718" = or i1 %".716", %".717"
  %".719" = mul nuw nsw i64 %".29", 0
  %".720" = zext i32 %"others" to i64
  %".721" = mul nuw nsw i64 %".720", 4
  %".722" = add nuw nsw i64 %".719", %".721"
  %".723" = getelementptr i8, ptr %".25", i64 %".722"
  %".724" = load i32, ptr %".723"
  %".725" = and i32 %".724", 15
  %".726" = icmp eq i32 %".725", 5
  %".727" = and i1 %".718", %".726"
  br i1 %".727", label %"others.body.if", label %"others.body.endif"
others.end:
  %".762" = load i32, i32* %"run.first"
  store i32 %".762", i32* %"x.lo"
  %".764" = load i32, i32* %"run.end"
  store i32 %".764", i32* %"x.hi"
  switch i32 %".710", label %"run.other" [i32 6, label %"block6"]
others.body.if:
  %".729" = mul nuw nsw i64 %".29", 0
  %".730" = zext i32 %"others" to i64
  %".731" = mul nuw nsw i64 %".730", 4
  %".732" = add nuw nsw i64 %".729", %".731"
  %".733" = getelementptr i8, ptr %".25", i64 %".732"
  %".734" = load i32, ptr %".733"
  %".735" = lshr i32 %".734", 4
  %".736" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".735", i32 %"others")
  %".737" = and i32 %".736", 15
  %".738" = load i32, i32* %"or"
  %".739" = or i32 %".738", %".736"
  store i32 %".739", i32* %"or"
  %".741" = load i32, i32* %"and"
  %".742" = and i32 %".741", %".736"
  store i32 %".742", i32* %"and"
  %".744" = load i32, i32* %"at.bar"
  %".745" = icmp eq i32 %".737", 2
  %".746" = zext i1 %".745" to i32
  %".747" = add i32 %".744", %".746"
  store i32 %".747", i32* %"at.bar"
  %".749" = load i32, i32* %"exited"
  %".750" = icmp eq i32 %".737", 3
  %".751" = zext i1 %".750" to i32
  %".752" = add i32 %".749", %".751"
  store i32 %".752", i32* %"exited"
  %".754" = load i32, i32* %"at.step"
  %".755" = icmp eq i32 %".737", 5
  %".756" = zext i1 %".755" to i32
  %".757" = add i32 %".754", %".756"
  store i32 %".757", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".760" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".816", %"each.body.3.endif"]
  %".769" = icmp slt i32 %"each.4", %".13"
  br i1 %".769", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".771" = add i32 0, %"each.4"
  %".772" = mul nuw nsw i64 %".29", 0
  %".773" = zext i32 %".771" to i64
  %".774" = mul nuw nsw i64 %".773", 4
  %".775" = add nuw nsw i64 %".772", %".774"
  %".776" = getelementptr i8, ptr %".25", i64 %".775"
  %".777" = load i32, ptr %".776"
  %".778" = and i32 %".777", 15
  %".779" = icmp eq i32 %".778", 5
  br i1 %".779", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".816" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".782" = mul nuw nsw i64 %".29", 0
  %".783" = zext i32 %".771" to i64
  %".784" = mul nuw nsw i64 %".783", 4
  %".785" = add nuw nsw i64 %".782", %".784"
  %".786" = getelementptr i8, ptr %".25", i64 %".785"
  %".787" = load i32, ptr %".786"
  %".788" = lshr i32 %".787", 4
  %".789" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".788", i32 %".771")
  %".790" = and i32 %".789", 15
  %".791" = icmp eq i32 %".790", 5
  br i1 %".791", label %"each.step", label %"each.stop"
each.stop:
  %".793" = and i32 %".789", 15
  %".794" = load i32, i32* %"or"
  %".795" = or i32 %".794", %".789"
  store i32 %".795", i32* %"or"
  %".797" = load i32, i32* %"and"
  %".798" = and i32 %".797", %".789"
  store i32 %".798", i32* %"and"
  %".800" = load i32, i32* %"at.bar"
  %".801" = icmp eq i32 %".793", 2
  %".802" = zext i1 %".801" to i32
  %".803" = add i32 %".800", %".802"
  store i32 %".803", i32* %"at.bar"
  %".805" = load i32, i32* %"exited"
  %".806" = icmp eq i32 %".793", 3
  %".807" = zext i1 %".806" to i32
  %".808" = add i32 %".805", %".807"
  store i32 %".808", i32* %"exited"
  %".810" = load i32, i32* %"at.step"
  %".811" = icmp eq i32 %".793", 5
  %".812" = zext i1 %".811" to i32
  %".813" = add i32 %".810", %".812"
  store i32 %".813", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".827" = add nuw nsw i32 %".3", 1
  store i32 %".827", i32* %"hi"
  %".829" = add nuw nsw i32 %".819", 32
  store i32 %".829", i32* %"end"
  %".831" = mul nuw nsw i64 %".29", 0
  %".832" = zext i32 %".819" to i64
  %".833" = mul nuw nsw i64 %".832", 4
  %".834" = add nuw nsw i64 %".831", %".833"
  %".835" = getelementptr i8, ptr %".25", i64 %".834"
  %".836" = load i32, ptr %".835"
  %".837" = lshr i32 %".836", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".855", %"same.body.2"]
  %".840" = icmp slt i32 %"same.3", 32
  br i1 %".840", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".842" = add i32 %".819", %"same.3"
  %".843" = mul nuw nsw i64 %".29", 0
  %".844" = zext i32 %".842" to i64
  %".845" = mul nuw nsw i64 %".844", 4
  %".846" = add nuw nsw i64 %".843", %".845"
  %".847" = getelementptr i8, ptr %".25", i64 %".846"
  %".848" = load i32, ptr %".847"
  %".849" = lshr i32 %".848", 4
  %".850" = icmp eq i32 %".849", %".837"
  %".851" = and i1 1, %".850"
  %".852" = load i1, i1* %"same"
  %".853" = and i1 %".852", %".851"
  store i1 %".853", i1* %"same"
  %".855" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".857" = load i1, i1* %"same"
  br i1 %".857", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".837", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 3, label %"lanes3" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".899", %"each.body.4.endif"]
  %".861" = icmp slt i32 %"each.5", 32
  br i1 %".861", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".863" = add i32 %".819", %"each.5"
  %".864" = shl i32 1, %"each.5"
  %".865" = and i32 %".4", %".864"
  %".866" = icmp ne i32 %".865", 0
  br i1 %".866", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".868" = mul nuw nsw i64 %".29", 0
  %".869" = zext i32 %".863" to i64
  %".870" = mul nuw nsw i64 %".869", 4
  %".871" = add nuw nsw i64 %".868", %".870"
  %".872" = getelementptr i8, ptr %".25", i64 %".871"
  %".873" = load i32, ptr %".872"
  %".874" = lshr i32 %".873", 4
  %".875" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".874", i32 %".863")
  %".876" = and i32 %".875", 15
  %".877" = load i32, i32* %"or"
  %".878" = or i32 %".877", %".875"
  store i32 %".878", i32* %"or"
  %".880" = load i32, i32* %"and"
  %".881" = and i32 %".880", %".875"
  store i32 %".881", i32* %"and"
  %".883" = load i32, i32* %"at.bar"
  %".884" = icmp eq i32 %".876", 2
  %".885" = zext i1 %".884" to i32
  %".886" = add i32 %".883", %".885"
  store i32 %".886", i32* %"at.bar"
  %".888" = load i32, i32* %"exited"
  %".889" = icmp eq i32 %".876", 3
  %".890" = zext i1 %".889" to i32
  %".891" = add i32 %".888", %".890"
  store i32 %".891", i32* %"exited"
  %".893" = load i32, i32* %"at.step"
  %".894" = icmp eq i32 %".876", 5
  %".895" = zext i1 %".894" to i32
  %".896" = add i32 %".893", %".895"
  store i32 %".896", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".899" = add i32 %"each.5", 1
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