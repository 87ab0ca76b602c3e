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
  %".11" = load ptr, ptr %".1", !invariant.group !0, !noalias !21, !llvm.access.group !22
  %".12" = getelementptr i8, ptr %".11", i64 0
  %".13" = getelementptr i8, ptr %".11", i64 8
  %".14" = getelementptr i8, ptr %".11", i64 16
  %".15" = getelementptr i8, ptr %".2", i64 192
  %".16" = load ptr, ptr %".15", !noalias !21, !llvm.access.group !22
  %".17" = zext i32 %".9" to i64
  %".18" = add nuw nsw i64 %".17", 16
  %".19" = zext i32 %".8" to i64
  %".20" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".20", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".22" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".22", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".24" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i32 %".24", i32* %"r1", !noalias !21, !llvm.access.group !22
  store i32 %".4", i32* %"r2", !noalias !21, !llvm.access.group !22
  %".27" = getelementptr i8, ptr %".1", i64 20
  %".28" = load i32, ptr %".27", !range !1, !noalias !21, !llvm.access.group !22
  store i32 %".28", i32* %"r3", !noalias !21, !llvm.access.group !22
  %".30" = getelementptr i8, ptr %".2", i64 0
  %".31" = load i32, ptr %".30", !range !2, !noalias !21, !llvm.access.group !22
  store i32 %".31", i32* %"r4", !noalias !21, !llvm.access.group !22
  %".33" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".34" = and i32 %".33", 31
  store i32 %".34", i32* %"r10", !noalias !21, !llvm.access.group !22
  %".36" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".37" = icmp uge i32 5, 32
  %".38" = select  i1 %".37", i32 0, i32 5
  %".39" = lshr i32 %".36", %".38"
  %".40" = select  i1 %".37", i32 0, i32 %".39"
  store i32 %".40", i32* %"r11", !noalias !21, !llvm.access.group !22
  %".42" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".43" = icmp uge i32 2, 32
  %".44" = select  i1 %".43", i32 0, i32 2
  %".45" = shl i32 %".42", %".44"
  %".46" = select  i1 %".43", i32 0, i32 %".45"
  store i32 %".46", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".48" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".49" = zext i32 %".48" to i64
  %".50" = zext i32 4 to i64
  %".51" = mul i64 %".49", %".50"
  store i64 %".51", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".53" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".54" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".55" = add i64 %".53", %".54"
  store i64 %".55", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".308" = getelementptr i8, ptr %".1", i64 20
  %".309" = load i32, ptr %".308", !range !1, !noalias !21, !llvm.access.group !22
  %".310" = getelementptr i8, ptr %".1", i64 24
  %".311" = load i32, ptr %".310", !range !1, !noalias !21, !llvm.access.group !22
  %".312" = mul nuw nsw i32 %".311", %".6"
  %".313" = add nuw nsw i32 %".5", %".312"
  %".314" = mul nuw nsw i32 %".309", %".313"
  %".315" = add nuw nsw i32 %".4", %".314"
  %".982" = and i32 %".7", 65535
  switch i32 %".982", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7" i32 8, label %"resume8" i32 9, label %"resume9" i32 10, label %"resume10" i32 11, label %"resume11" i32 12, label %"resume12" i32 13, label %"resume13"]
body:
  %".57" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".57", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".59" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".59", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".61" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i32 %".61", i32* %"r1", !noalias !21, !llvm.access.group !22
  store i32 %".4", i32* %"r2", !noalias !21, !llvm.access.group !22
  %".64" = getelementptr i8, ptr %".1", i64 20
  %".65" = load i32, ptr %".64", !range !1, !noalias !21, !llvm.access.group !22
  store i32 %".65", i32* %"r3", !noalias !21, !llvm.access.group !22
  %".67" = getelementptr i8, ptr %".2", i64 0
  %".68" = load i32, ptr %".67", !range !2, !noalias !21, !llvm.access.group !22
  store i32 %".68", i32* %"r4", !noalias !21, !llvm.access.group !22
  store i32 0, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".71" = mul nuw nsw i64 %".18", 28
  %".72" = mul nuw nsw i64 %".19", 4
  %".73" = add nuw nsw i64 %".71", %".72"
  %".74" = getelementptr i8, ptr %".16", i64 %".73"
  store i32 0, ptr %".74", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".76" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  store i32 %".76", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".78" = mul nuw nsw i64 %".18", 32
  %".79" = mul nuw nsw i64 %".19", 4
  %".80" = add nuw nsw i64 %".78", %".79"
  %".81" = getelementptr i8, ptr %".16", i64 %".80"
  store i32 %".76", ptr %".81", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".83" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".84" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".85" = icmp uge i32 %".83", %".84"
  store i1 %".85", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".87" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  br i1 %".87", label %"DONE", label %"fall"
LOOP:
  %".113" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".114" = zext i32 %".113" to i64
  %".115" = zext i32 4 to i64
  %".116" = mul i64 %".114", %".115"
  store i64 %".116", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".118" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".119" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".120" = add i64 %".118", %".119"
  store i64 %".120", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".122" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".123" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".124" = inttoptr i64 %".123" to ptr
  %".125" = getelementptr i8, ptr %".124", i64 %".122"
  %".126" = load i32, ptr %".125", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".126", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".128" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".129" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".130" = add i32 %".128", %".129"
  store i32 %".130", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".132" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".133" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".134" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".135" = mul i32 %".132", %".133"
  %".136" = add i32 %".135", %".134"
  store i32 %".136", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".138" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".139" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".140" = add i32 %".138", %".139"
  store i32 %".140", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".142" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".143" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".144" = icmp ult i32 %".142", %".143"
  store i1 %".144", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".146" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".147" = xor i1 %".146", -1
  br i1 %".147", label %"LOOP.next18", label %"fall.1"
DONE:
  %".307" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".316" = getelementptr i8, ptr %".2", i64 224
  %".317" = load ptr, ptr %".316", !noalias !21, !llvm.access.group !22
  %".318" = zext i32 %".315" to i64
  %".319" = getelementptr i32, ptr %".317", i64 %".318"
  store i32 %".307", ptr %".319", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 65
WARPS:
  %".811" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".812" = sext i32 %".811" to i64
  %".813" = getelementptr i8, ptr %".2", i64 16
  %".814" = load ptr, ptr %".813", !noalias !21, !llvm.access.group !22
  %".815" = getelementptr i8, ptr %".814", i64 %".812"
  %".816" = load i32, ptr %".815", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".816", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".818" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".819" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".820" = add i32 %".818", %".819"
  store i32 %".820", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".822" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".823" = add i32 %".822", 4
  store i32 %".823", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".825" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".826" = add i32 %".825", 1
  store i32 %".826", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".828" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".829" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".830" = icmp ult i32 %".828", %".829"
  store i1 %".830", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".832" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".833" = xor i1 %".832", -1
  br i1 %".833", label %"WARPS.next51", label %"fall.6"
END:
  ret i32 3
LOOP.next18:
  %".293" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".294" = mul nuw nsw i64 %".18", 28
  %".295" = mul nuw nsw i64 %".19", 4
  %".296" = add nuw nsw i64 %".294", %".295"
  %".297" = getelementptr i8, ptr %".16", i64 %".296"
  store i32 %".293", ptr %".297", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 53
WARPS.next51:
  %".951" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".952" = mul nuw nsw i64 %".18", 12
  %".953" = mul nuw nsw i64 %".19", 4
  %".954" = add nuw nsw i64 %".952", %".953"
  %".955" = getelementptr i8, ptr %".16", i64 %".954"
  store i32 %".951", ptr %".955", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 213
fall:
  ret i32 21
resume1:
  %".90" = mul nuw nsw i64 %".18", 28
  %".91" = mul nuw nsw i64 %".19", 4
  %".92" = add nuw nsw i64 %".90", %".91"
  %".93" = getelementptr i8, ptr %".16", i64 %".92"
  %".94" = load i32, ptr %".93", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".94", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".96" = mul nuw nsw i64 %".18", 32
  %".97" = mul nuw nsw i64 %".19", 4
  %".98" = add nuw nsw i64 %".96", %".97"
  %".99" = getelementptr i8, ptr %".16", i64 %".98"
  %".100" = load i32, ptr %".99", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".100", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".102" = and i32 %".7", 65536
  %".103" = icmp ne i32 %".102", 0
  %".104" = mul nuw nsw i64 %".18", 64
  %".105" = add nuw nsw i64 %".104", 0
  %".106" = getelementptr i8, ptr %".16", i64 %".105"
  %".107" = load i32, ptr %".106", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".108" = add nsw i32 %".8", %".107"
  %".109" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".110" = select  i1 %".103", i32 %".108", i32 %".109"
  store i32 %".110", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
fall.1:
  %".149" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".150" = zext i32 %".149" to i64
  %".151" = zext i32 4 to i64
  %".152" = mul i64 %".150", %".151"
  store i64 %".152", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".154" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".155" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".156" = add i64 %".154", %".155"
  store i64 %".156", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".158" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".159" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".160" = inttoptr i64 %".159" to ptr
  %".161" = getelementptr i8, ptr %".160", i64 %".158"
  %".162" = load i32, ptr %".161", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".162", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".164" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".165" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".166" = add i32 %".164", %".165"
  store i32 %".166", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".168" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".169" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".170" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".171" = mul i32 %".168", %".169"
  %".172" = add i32 %".171", %".170"
  store i32 %".172", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".174" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".175" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".176" = add i32 %".174", %".175"
  store i32 %".176", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".178" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".179" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".180" = icmp ult i32 %".178", %".179"
  store i1 %".180", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".182" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".183" = xor i1 %".182", -1
  br i1 %".183", label %"LOOP.next18", label %"fall.2"
fall.2:
  %".185" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".186" = zext i32 %".185" to i64
  %".187" = zext i32 4 to i64
  %".188" = mul i64 %".186", %".187"
  store i64 %".188", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".190" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".191" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".192" = add i64 %".190", %".191"
  store i64 %".192", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".194" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".195" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".196" = inttoptr i64 %".195" to ptr
  %".197" = getelementptr i8, ptr %".196", i64 %".194"
  %".198" = load i32, ptr %".197", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".198", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".200" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".201" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".202" = add i32 %".200", %".201"
  store i32 %".202", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".204" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".205" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".206" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".207" = mul i32 %".204", %".205"
  %".208" = add i32 %".207", %".206"
  store i32 %".208", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".210" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".211" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".212" = add i32 %".210", %".211"
  store i32 %".212", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".214" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".215" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".216" = icmp ult i32 %".214", %".215"
  store i1 %".216", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".218" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".219" = xor i1 %".218", -1
  br i1 %".219", label %"LOOP.next18", label %"fall.3"
fall.3:
  %".221" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".222" = zext i32 %".221" to i64
  %".223" = zext i32 4 to i64
  %".224" = mul i64 %".222", %".223"
  store i64 %".224", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".226" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".227" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".228" = add i64 %".226", %".227"
  store i64 %".228", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".230" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".231" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".232" = inttoptr i64 %".231" to ptr
  %".233" = getelementptr i8, ptr %".232", i64 %".230"
  %".234" = load i32, ptr %".233", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".234", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".236" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".237" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".238" = add i32 %".236", %".237"
  store i32 %".238", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".240" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".241" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".242" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".243" = mul i32 %".240", %".241"
  %".244" = add i32 %".243", %".242"
  store i32 %".244", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".246" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".247" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".248" = add i32 %".246", %".247"
  store i32 %".248", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".250" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".251" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".252" = icmp ult i32 %".250", %".251"
  store i1 %".252", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".254" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".255" = xor i1 %".254", -1
  br i1 %".255", label %"LOOP.next18", label %"fall.4"
fall.4:
  %".257" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".258" = mul nuw nsw i64 %".18", 28
  %".259" = mul nuw nsw i64 %".19", 4
  %".260" = add nuw nsw i64 %".258", %".259"
  %".261" = getelementptr i8, ptr %".16", i64 %".260"
  store i32 %".257", ptr %".261", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".263" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".264" = mul nuw nsw i64 %".18", 32
  %".265" = mul nuw nsw i64 %".19", 4
  %".266" = add nuw nsw i64 %".264", %".265"
  %".267" = getelementptr i8, ptr %".16", i64 %".266"
  store i32 %".263", ptr %".267", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 37
resume2:
  %".270" = mul nuw nsw i64 %".18", 28
  %".271" = mul nuw nsw i64 %".19", 4
  %".272" = add nuw nsw i64 %".270", %".271"
  %".273" = getelementptr i8, ptr %".16", i64 %".272"
  %".274" = load i32, ptr %".273", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".274", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".276" = mul nuw nsw i64 %".18", 32
  %".277" = mul nuw nsw i64 %".19", 4
  %".278" = add nuw nsw i64 %".276", %".277"
  %".279" = getelementptr i8, ptr %".16", i64 %".278"
  %".280" = load i32, ptr %".279", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".280", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".282" = and i32 %".7", 65536
  %".283" = icmp ne i32 %".282", 0
  %".284" = mul nuw nsw i64 %".18", 64
  %".285" = add nuw nsw i64 %".284", 16
  %".286" = getelementptr i8, ptr %".16", i64 %".285"
  %".287" = load i32, ptr %".286", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".288" = add nsw i32 %".8", %".287"
  %".289" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".290" = select  i1 %".283", i32 %".288", i32 %".289"
  store i32 %".290", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
resume3:
  %".300" = mul nuw nsw i64 %".18", 28
  %".301" = mul nuw nsw i64 %".19", 4
  %".302" = add nuw nsw i64 %".300", %".301"
  %".303" = getelementptr i8, ptr %".16", i64 %".302"
  %".304" = load i32, ptr %".303", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".304", i32* %"r5", !noalias !21, !llvm.access.group !22
  br label %"DONE"
resume4:
  %".322" = mul nuw nsw i64 %".18", 28
  %".323" = mul nuw nsw i64 %".19", 4
  %".324" = add nuw nsw i64 %".322", %".323"
  %".325" = getelementptr i8, ptr %".16", i64 %".324"
  %".326" = load i32, ptr %".325", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".326", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".328" = lshr i32 %".315", 5
  %".329" = mul i32 %".328", 32
  %".330" = getelementptr i8, ptr %".2", i64 216
  %".331" = load ptr, ptr %".330", !noalias !21, !llvm.access.group !22
  %".332" = zext i32 %".329" to i64
  %".333" = getelementptr i32, ptr %".331", i64 %".332"
  %".334" = getelementptr i8, ptr %".2", i64 32
  %".335" = load ptr, ptr %".334", !noalias !21, !llvm.access.group !22
  %".336" = lshr i32 %".315", 5
  %".337" = zext i32 %".336" to i64
  %".338" = getelementptr i64, ptr %".335", i64 %".337"
  %".339" = load i64, ptr %".338", !noalias !21, !llvm.access.group !22
  %".340" = trunc i64 %".339" to i32
  %".341" = and i32 %".315", 31
  %".342" = and i32 16, 31
  %".343" = and i32 31, 31
  %".344" = lshr i32 31, 8
  %".345" = and i32 %".344", 31
  %".346" = and i32 %".341", %".345"
  %".347" = xor i32 %".345", -1
  %".348" = and i32 %".343", %".347"
  %".349" = or i32 %".346", %".348"
  %".350" = and i32 %".341", %".345"
  %".351" = xor i32 %".341", %".342"
  %".352" = icmp sle i32 %".351", %".349"
  %".353" = select  i1 %".352", i32 %".351", i32 %".341"
  %".354" = zext i32 %".315" to i64
  %".355" = getelementptr i8, ptr %".2", i64 216
  %".356" = load ptr, ptr %".355", !noalias !21, !llvm.access.group !22
  %".357" = getelementptr i32, ptr %".356", i64 %".354"
  %".358" = load i32, ptr %".357", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".359" = zext i32 %".358" to i64
  %".360" = zext i32 %".342" to i64
  %".361" = and i32 %".315", %".342"
  %".362" = icmp ne i32 %".361", 0
  %".363" = sub i64 %".354", %".360"
  %".364" = getelementptr i8, ptr %".2", i64 216
  %".365" = load ptr, ptr %".364", !noalias !21, !llvm.access.group !22
  %".366" = getelementptr i32, ptr %".365", i64 %".363"
  %".367" = load i32, ptr %".366", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".368" = zext i32 %".367" to i64
  %".369" = add i64 %".354", %".360"
  %".370" = getelementptr i8, ptr %".2", i64 216
  %".371" = load ptr, ptr %".370", !noalias !21, !llvm.access.group !22
  %".372" = getelementptr i32, ptr %".371", i64 %".369"
  %".373" = load i32, ptr %".372", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".374" = zext i32 %".373" to i64
  %".375" = select  i1 %".362", i64 %".368", i64 %".374"
  %".376" = select  i1 %".352", i64 %".375", i64 %".359"
  %".377" = trunc i64 %".376" to i32
  store i32 %".377", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".379" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".380" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".381" = add i32 %".379", %".380"
  store i32 %".381", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".383" = mul nuw nsw i64 %".18", 28
  %".384" = mul nuw nsw i64 %".19", 4
  %".385" = add nuw nsw i64 %".383", %".384"
  %".386" = getelementptr i8, ptr %".16", i64 %".385"
  store i32 %".381", ptr %".386", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".388" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".389" = getelementptr i8, ptr %".2", i64 224
  %".390" = load ptr, ptr %".389", !noalias !21, !llvm.access.group !22
  %".391" = zext i32 %".315" to i64
  %".392" = getelementptr i32, ptr %".390", i64 %".391"
  store i32 %".388", ptr %".392", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 81
resume5:
  %".395" = mul nuw nsw i64 %".18", 28
  %".396" = mul nuw nsw i64 %".19", 4
  %".397" = add nuw nsw i64 %".395", %".396"
  %".398" = getelementptr i8, ptr %".16", i64 %".397"
  %".399" = load i32, ptr %".398", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".399", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".401" = lshr i32 %".315", 5
  %".402" = mul i32 %".401", 32
  %".403" = getelementptr i8, ptr %".2", i64 216
  %".404" = load ptr, ptr %".403", !noalias !21, !llvm.access.group !22
  %".405" = zext i32 %".402" to i64
  %".406" = getelementptr i32, ptr %".404", i64 %".405"
  %".407" = getelementptr i8, ptr %".2", i64 32
  %".408" = load ptr, ptr %".407", !noalias !21, !llvm.access.group !22
  %".409" = lshr i32 %".315", 5
  %".410" = zext i32 %".409" to i64
  %".411" = getelementptr i64, ptr %".408", i64 %".410"
  %".412" = load i64, ptr %".411", !noalias !21, !llvm.access.group !22
  %".413" = trunc i64 %".412" to i32
  %".414" = and i32 %".315", 31
  %".415" = and i32 8, 31
  %".416" = and i32 31, 31
  %".417" = lshr i32 31, 8
  %".418" = and i32 %".417", 31
  %".419" = and i32 %".414", %".418"
  %".420" = xor i32 %".418", -1
  %".421" = and i32 %".416", %".420"
  %".422" = or i32 %".419", %".421"
  %".423" = and i32 %".414", %".418"
  %".424" = xor i32 %".414", %".415"
  %".425" = icmp sle i32 %".424", %".422"
  %".426" = select  i1 %".425", i32 %".424", i32 %".414"
  %".427" = zext i32 %".315" to i64
  %".428" = getelementptr i8, ptr %".2", i64 216
  %".429" = load ptr, ptr %".428", !noalias !21, !llvm.access.group !22
  %".430" = getelementptr i32, ptr %".429", i64 %".427"
  %".431" = load i32, ptr %".430", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".432" = zext i32 %".431" to i64
  %".433" = zext i32 %".415" to i64
  %".434" = and i32 %".315", %".415"
  %".435" = icmp ne i32 %".434", 0
  %".436" = sub i64 %".427", %".433"
  %".437" = getelementptr i8, ptr %".2", i64 216
  %".438" = load ptr, ptr %".437", !noalias !21, !llvm.access.group !22
  %".439" = getelementptr i32, ptr %".438", i64 %".436"
  %".440" = load i32, ptr %".439", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".441" = zext i32 %".440" to i64
  %".442" = add i64 %".427", %".433"
  %".443" = getelementptr i8, ptr %".2", i64 216
  %".444" = load ptr, ptr %".443", !noalias !21, !llvm.access.group !22
  %".445" = getelementptr i32, ptr %".444", i64 %".442"
  %".446" = load i32, ptr %".445", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".447" = zext i32 %".446" to i64
  %".448" = select  i1 %".435", i64 %".441", i64 %".447"
  %".449" = select  i1 %".425", i64 %".448", i64 %".432"
  %".450" = trunc i64 %".449" to i32
  store i32 %".450", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".452" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".453" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".454" = add i32 %".452", %".453"
  store i32 %".454", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".456" = mul nuw nsw i64 %".18", 28
  %".457" = mul nuw nsw i64 %".19", 4
  %".458" = add nuw nsw i64 %".456", %".457"
  %".459" = getelementptr i8, ptr %".16", i64 %".458"
  store i32 %".454", ptr %".459", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".461" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".462" = getelementptr i8, ptr %".2", i64 224
  %".463" = load ptr, ptr %".462", !noalias !21, !llvm.access.group !22
  %".464" = zext i32 %".315" to i64
  %".465" = getelementptr i32, ptr %".463", i64 %".464"
  store i32 %".461", ptr %".465", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 97
resume6:
  %".468" = mul nuw nsw i64 %".18", 28
  %".469" = mul nuw nsw i64 %".19", 4
  %".470" = add nuw nsw i64 %".468", %".469"
  %".471" = getelementptr i8, ptr %".16", i64 %".470"
  %".472" = load i32, ptr %".471", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".472", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".474" = lshr i32 %".315", 5
  %".475" = mul i32 %".474", 32
  %".476" = getelementptr i8, ptr %".2", i64 216
  %".477" = load ptr, ptr %".476", !noalias !21, !llvm.access.group !22
  %".478" = zext i32 %".475" to i64
  %".479" = getelementptr i32, ptr %".477", i64 %".478"
  %".480" = getelementptr i8, ptr %".2", i64 32
  %".481" = load ptr, ptr %".480", !noalias !21, !llvm.access.group !22
  %".482" = lshr i32 %".315", 5
  %".483" = zext i32 %".482" to i64
  %".484" = getelementptr i64, ptr %".481", i64 %".483"
  %".485" = load i64, ptr %".484", !noalias !21, !llvm.access.group !22
  %".486" = trunc i64 %".485" to i32
  %".487" = and i32 %".315", 31
  %".488" = and i32 4, 31
  %".489" = and i32 31, 31
  %".490" = lshr i32 31, 8
  %".491" = and i32 %".490", 31
  %".492" = and i32 %".487", %".491"
  %".493" = xor i32 %".491", -1
  %".494" = and i32 %".489", %".493"
  %".495" = or i32 %".492", %".494"
  %".496" = and i32 %".487", %".491"
  %".497" = xor i32 %".487", %".488"
  %".498" = icmp sle i32 %".497", %".495"
  %".499" = select  i1 %".498", i32 %".497", i32 %".487"
  %".500" = zext i32 %".315" to i64
  %".501" = getelementptr i8, ptr %".2", i64 216
  %".502" = load ptr, ptr %".501", !noalias !21, !llvm.access.group !22
  %".503" = getelementptr i32, ptr %".502", i64 %".500"
  %".504" = load i32, ptr %".503", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".505" = zext i32 %".504" to i64
  %".506" = zext i32 %".488" to i64
  %".507" = and i32 %".315", %".488"
  %".508" = icmp ne i32 %".507", 0
  %".509" = sub i64 %".500", %".506"
  %".510" = getelementptr i8, ptr %".2", i64 216
  %".511" = load ptr, ptr %".510", !noalias !21, !llvm.access.group !22
  %".512" = getelementptr i32, ptr %".511", i64 %".509"
  %".513" = load i32, ptr %".512", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".514" = zext i32 %".513" to i64
  %".515" = add i64 %".500", %".506"
  %".516" = getelementptr i8, ptr %".2", i64 216
  %".517" = load ptr, ptr %".516", !noalias !21, !llvm.access.group !22
  %".518" = getelementptr i32, ptr %".517", i64 %".515"
  %".519" = load i32, ptr %".518", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".520" = zext i32 %".519" to i64
  %".521" = select  i1 %".508", i64 %".514", i64 %".520"
  %".522" = select  i1 %".498", i64 %".521", i64 %".505"
  %".523" = trunc i64 %".522" to i32
  store i32 %".523", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".525" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".526" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".527" = add i32 %".525", %".526"
  store i32 %".527", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".529" = mul nuw nsw i64 %".18", 28
  %".530" = mul nuw nsw i64 %".19", 4
  %".531" = add nuw nsw i64 %".529", %".530"
  %".532" = getelementptr i8, ptr %".16", i64 %".531"
  store i32 %".527", ptr %".532", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".534" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".535" = getelementptr i8, ptr %".2", i64 224
  %".536" = load ptr, ptr %".535", !noalias !21, !llvm.access.group !22
  %".537" = zext i32 %".315" to i64
  %".538" = getelementptr i32, ptr %".536", i64 %".537"
  store i32 %".534", ptr %".538", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 113
resume7:
  %".541" = mul nuw nsw i64 %".18", 28
  %".542" = mul nuw nsw i64 %".19", 4
  %".543" = add nuw nsw i64 %".541", %".542"
  %".544" = getelementptr i8, ptr %".16", i64 %".543"
  %".545" = load i32, ptr %".544", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".545", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".547" = lshr i32 %".315", 5
  %".548" = mul i32 %".547", 32
  %".549" = getelementptr i8, ptr %".2", i64 216
  %".550" = load ptr, ptr %".549", !noalias !21, !llvm.access.group !22
  %".551" = zext i32 %".548" to i64
  %".552" = getelementptr i32, ptr %".550", i64 %".551"
  %".553" = getelementptr i8, ptr %".2", i64 32
  %".554" = load ptr, ptr %".553", !noalias !21, !llvm.access.group !22
  %".555" = lshr i32 %".315", 5
  %".556" = zext i32 %".555" to i64
  %".557" = getelementptr i64, ptr %".554", i64 %".556"
  %".558" = load i64, ptr %".557", !noalias !21, !llvm.access.group !22
  %".559" = trunc i64 %".558" to i32
  %".560" = and i32 %".315", 31
  %".561" = and i32 2, 31
  %".562" = and i32 31, 31
  %".563" = lshr i32 31, 8
  %".564" = and i32 %".563", 31
  %".565" = and i32 %".560", %".564"
  %".566" = xor i32 %".564", -1
  %".567" = and i32 %".562", %".566"
  %".568" = or i32 %".565", %".567"
  %".569" = and i32 %".560", %".564"
  %".570" = xor i32 %".560", %".561"
  %".571" = icmp sle i32 %".570", %".568"
  %".572" = select  i1 %".571", i32 %".570", i32 %".560"
  %".573" = zext i32 %".315" to i64
  %".574" = getelementptr i8, ptr %".2", i64 216
  %".575" = load ptr, ptr %".574", !noalias !21, !llvm.access.group !22
  %".576" = getelementptr i32, ptr %".575", i64 %".573"
  %".577" = load i32, ptr %".576", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".578" = zext i32 %".577" to i64
  %".579" = zext i32 %".561" to i64
  %".580" = and i32 %".315", %".561"
  %".581" = icmp ne i32 %".580", 0
  %".582" = sub i64 %".573", %".579"
  %".583" = getelementptr i8, ptr %".2", i64 216
  %".584" = load ptr, ptr %".583", !noalias !21, !llvm.access.group !22
  %".585" = getelementptr i32, ptr %".584", i64 %".582"
  %".586" = load i32, ptr %".585", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".587" = zext i32 %".586" to i64
  %".588" = add i64 %".573", %".579"
  %".589" = getelementptr i8, ptr %".2", i64 216
  %".590" = load ptr, ptr %".589", !noalias !21, !llvm.access.group !22
  %".591" = getelementptr i32, ptr %".590", i64 %".588"
  %".592" = load i32, ptr %".591", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".593" = zext i32 %".592" to i64
  %".594" = select  i1 %".581", i64 %".587", i64 %".593"
  %".595" = select  i1 %".571", i64 %".594", i64 %".578"
  %".596" = trunc i64 %".595" to i32
  store i32 %".596", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".598" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".599" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".600" = add i32 %".598", %".599"
  store i32 %".600", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".602" = mul nuw nsw i64 %".18", 28
  %".603" = mul nuw nsw i64 %".19", 4
  %".604" = add nuw nsw i64 %".602", %".603"
  %".605" = getelementptr i8, ptr %".16", i64 %".604"
  store i32 %".600", ptr %".605", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".607" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".608" = getelementptr i8, ptr %".2", i64 224
  %".609" = load ptr, ptr %".608", !noalias !21, !llvm.access.group !22
  %".610" = zext i32 %".315" to i64
  %".611" = getelementptr i32, ptr %".609", i64 %".610"
  store i32 %".607", ptr %".611", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 129
resume8:
  %".614" = mul nuw nsw i64 %".18", 28
  %".615" = mul nuw nsw i64 %".19", 4
  %".616" = add nuw nsw i64 %".614", %".615"
  %".617" = getelementptr i8, ptr %".16", i64 %".616"
  %".618" = load i32, ptr %".617", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".618", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".620" = lshr i32 %".315", 5
  %".621" = mul i32 %".620", 32
  %".622" = getelementptr i8, ptr %".2", i64 216
  %".623" = load ptr, ptr %".622", !noalias !21, !llvm.access.group !22
  %".624" = zext i32 %".621" to i64
  %".625" = getelementptr i32, ptr %".623", i64 %".624"
  %".626" = getelementptr i8, ptr %".2", i64 32
  %".627" = load ptr, ptr %".626", !noalias !21, !llvm.access.group !22
  %".628" = lshr i32 %".315", 5
  %".629" = zext i32 %".628" to i64
  %".630" = getelementptr i64, ptr %".627", i64 %".629"
  %".631" = load i64, ptr %".630", !noalias !21, !llvm.access.group !22
  %".632" = trunc i64 %".631" to i32
  %".633" = and i32 %".315", 31
  %".634" = and i32 1, 31
  %".635" = and i32 31, 31
  %".636" = lshr i32 31, 8
  %".637" = and i32 %".636", 31
  %".638" = and i32 %".633", %".637"
  %".639" = xor i32 %".637", -1
  %".640" = and i32 %".635", %".639"
  %".641" = or i32 %".638", %".640"
  %".642" = and i32 %".633", %".637"
  %".643" = xor i32 %".633", %".634"
  %".644" = icmp sle i32 %".643", %".641"
  %".645" = select  i1 %".644", i32 %".643", i32 %".633"
  %".646" = zext i32 %".315" to i64
  %".647" = getelementptr i8, ptr %".2", i64 216
  %".648" = load ptr, ptr %".647", !noalias !21, !llvm.access.group !22
  %".649" = getelementptr i32, ptr %".648", i64 %".646"
  %".650" = load i32, ptr %".649", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".651" = zext i32 %".650" to i64
  %".652" = zext i32 %".634" to i64
  %".653" = and i32 %".315", %".634"
  %".654" = icmp ne i32 %".653", 0
  %".655" = sub i64 %".646", %".652"
  %".656" = getelementptr i8, ptr %".2", i64 216
  %".657" = load ptr, ptr %".656", !noalias !21, !llvm.access.group !22
  %".658" = getelementptr i32, ptr %".657", i64 %".655"
  %".659" = load i32, ptr %".658", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".660" = zext i32 %".659" to i64
  %".661" = add i64 %".646", %".652"
  %".662" = getelementptr i8, ptr %".2", i64 216
  %".663" = load ptr, ptr %".662", !noalias !21, !llvm.access.group !22
  %".664" = getelementptr i32, ptr %".663", i64 %".661"
  %".665" = load i32, ptr %".664", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".666" = zext i32 %".665" to i64
  %".667" = select  i1 %".654", i64 %".660", i64 %".666"
  %".668" = select  i1 %".644", i64 %".667", i64 %".651"
  %".669" = trunc i64 %".668" to i32
  store i32 %".669", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".671" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".672" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".673" = add i32 %".671", %".672"
  store i32 %".673", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".675" = mul nuw nsw i64 %".18", 28
  %".676" = mul nuw nsw i64 %".19", 4
  %".677" = add nuw nsw i64 %".675", %".676"
  %".678" = getelementptr i8, ptr %".16", i64 %".677"
  store i32 %".673", ptr %".678", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".680" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".681" = and i32 %".680", 31
  store i32 %".681", i32* %"r10", !noalias !21, !llvm.access.group !22
  %".683" = load i32, i32* %"r10", !noalias !21, !llvm.access.group !22
  %".684" = icmp ne i32 %".683", 0
  store i1 %".684", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".686" = zext i1 %".684" to i8
  %".687" = mul nuw nsw i64 %".18", 8
  %".688" = mul nuw nsw i64 %".19", 1
  %".689" = add nuw nsw i64 %".687", %".688"
  %".690" = getelementptr i8, ptr %".16", i64 %".689"
  store i8 %".686", ptr %".690", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".692" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".693" = icmp uge i32 5, 32
  %".694" = select  i1 %".693", i32 0, i32 5
  %".695" = lshr i32 %".692", %".694"
  %".696" = select  i1 %".693", i32 0, i32 %".695"
  store i32 %".696", i32* %"r11", !noalias !21, !llvm.access.group !22
  ret i32 149
resume9:
  %".699" = mul nuw nsw i64 %".18", 8
  %".700" = mul nuw nsw i64 %".19", 1
  %".701" = add nuw nsw i64 %".699", %".700"
  %".702" = getelementptr i8, ptr %".16", i64 %".701"
  %".703" = load i8, ptr %".702", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".704" = trunc i8 %".703" to i1
  store i1 %".704", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".706" = mul nuw nsw i64 %".18", 28
  %".707" = mul nuw nsw i64 %".19", 4
  %".708" = add nuw nsw i64 %".706", %".707"
  %".709" = getelementptr i8, ptr %".16", i64 %".708"
  %".710" = load i32, ptr %".709", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".710", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".712" = trunc i64 0 to i32
  store i32 %".712", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".714" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".715" = icmp uge i32 2, 32
  %".716" = select  i1 %".715", i32 0, i32 2
  %".717" = shl i32 %".714", %".716"
  %".718" = select  i1 %".715", i32 0, i32 %".717"
  store i32 %".718", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".720" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".721" = load i32, i32* %"r13", !noalias !21, !llvm.access.group !22
  %".722" = add i32 %".720", %".721"
  store i32 %".722", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".724" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  %".725" = xor i1 %".724", -1
  br i1 %".725", label %"guarded", label %"after"
guarded:
  %".727" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".728" = sext i32 %".727" to i64
  %".729" = getelementptr i8, ptr %".2", i64 16
  %".730" = load ptr, ptr %".729", !noalias !21, !llvm.access.group !22
  %".731" = getelementptr i8, ptr %".730", i64 %".728"
  %".732" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  store i32 %".732", ptr %".731", align 4, !noalias !21, !llvm.access.group !22
  br label %"after"
after:
  ret i32 162
resume10:
  %".736" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".737" = icmp ne i32 %".736", 0
  store i1 %".737", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".739" = zext i1 %".737" to i8
  %".740" = mul nuw nsw i64 %".18", 8
  %".741" = mul nuw nsw i64 %".19", 1
  %".742" = add nuw nsw i64 %".740", %".741"
  %".743" = getelementptr i8, ptr %".16", i64 %".742"
  store i8 %".739", ptr %".743", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".745" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  br i1 %".745", label %"END", label %"fall.5"
fall.5:
  store i32 0, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".748" = mul nuw nsw i64 %".18", 12
  %".749" = mul nuw nsw i64 %".19", 4
  %".750" = add nuw nsw i64 %".748", %".749"
  %".751" = getelementptr i8, ptr %".16", i64 %".750"
  store i32 0, ptr %".751", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 0, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".754" = mul nuw nsw i64 %".18", 16
  %".755" = mul nuw nsw i64 %".19", 4
  %".756" = add nuw nsw i64 %".754", %".755"
  %".757" = getelementptr i8, ptr %".16", i64 %".756"
  store i32 0, ptr %".757", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".759" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".760" = add i32 %".759", 31
  store i32 %".760", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".762" = mul nuw nsw i64 %".18", 20
  %".763" = mul nuw nsw i64 %".19", 4
  %".764" = add nuw nsw i64 %".762", %".763"
  %".765" = getelementptr i8, ptr %".16", i64 %".764"
  store i32 %".760", ptr %".765", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".767" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".768" = icmp uge i32 5, 32
  %".769" = select  i1 %".768", i32 0, i32 5
  %".770" = lshr i32 %".767", %".769"
  %".771" = select  i1 %".768", i32 0, i32 %".770"
  store i32 %".771", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".773" = mul nuw nsw i64 %".18", 20
  %".774" = mul nuw nsw i64 %".19", 4
  %".775" = add nuw nsw i64 %".773", %".774"
  %".776" = getelementptr i8, ptr %".16", i64 %".775"
  store i32 %".771", ptr %".776", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".778" = trunc i64 0 to i32
  store i32 %".778", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".780" = mul nuw nsw i64 %".18", 24
  %".781" = mul nuw nsw i64 %".19", 4
  %".782" = add nuw nsw i64 %".780", %".781"
  %".783" = getelementptr i8, ptr %".16", i64 %".782"
  store i32 %".778", ptr %".783", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 181
resume11:
  %".786" = mul nuw nsw i64 %".18", 12
  %".787" = mul nuw nsw i64 %".19", 4
  %".788" = add nuw nsw i64 %".786", %".787"
  %".789" = getelementptr i8, ptr %".16", i64 %".788"
  %".790" = load i32, ptr %".789", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".790", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".792" = mul nuw nsw i64 %".18", 16
  %".793" = mul nuw nsw i64 %".19", 4
  %".794" = add nuw nsw i64 %".792", %".793"
  %".795" = getelementptr i8, ptr %".16", i64 %".794"
  %".796" = load i32, ptr %".795", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".796", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".798" = mul nuw nsw i64 %".18", 20
  %".799" = mul nuw nsw i64 %".19", 4
  %".800" = add nuw nsw i64 %".798", %".799"
  %".801" = getelementptr i8, ptr %".16", i64 %".800"
  %".802" = load i32, ptr %".801", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".802", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".804" = mul nuw nsw i64 %".18", 24
  %".805" = mul nuw nsw i64 %".19", 4
  %".806" = add nuw nsw i64 %".804", %".805"
  %".807" = getelementptr i8, ptr %".16", i64 %".806"
  %".808" = load i32, ptr %".807", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".808", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
fall.6:
  %".835" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".836" = sext i32 %".835" to i64
  %".837" = getelementptr i8, ptr %".2", i64 16
  %".838" = load ptr, ptr %".837", !noalias !21, !llvm.access.group !22
  %".839" = getelementptr i8, ptr %".838", i64 %".836"
  %".840" = load i32, ptr %".839", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".840", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".842" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".843" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".844" = add i32 %".842", %".843"
  store i32 %".844", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".846" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".847" = add i32 %".846", 4
  store i32 %".847", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".849" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".850" = add i32 %".849", 1
  store i32 %".850", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".852" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".853" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".854" = icmp ult i32 %".852", %".853"
  store i1 %".854", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".856" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".857" = xor i1 %".856", -1
  br i1 %".857", label %"WARPS.next51", label %"fall.7"
fall.7:
  %".859" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".860" = sext i32 %".859" to i64
  %".861" = getelementptr i8, ptr %".2", i64 16
  %".862" = load ptr, ptr %".861", !noalias !21, !llvm.access.group !22
  %".863" = getelementptr i8, ptr %".862", i64 %".860"
  %".864" = load i32, ptr %".863", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".864", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".866" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".867" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".868" = add i32 %".866", %".867"
  store i32 %".868", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".870" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".871" = add i32 %".870", 4
  store i32 %".871", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".873" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".874" = add i32 %".873", 1
  store i32 %".874", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".876" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".877" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".878" = icmp ult i32 %".876", %".877"
  store i1 %".878", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".880" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".881" = xor i1 %".880", -1
  br i1 %".881", label %"WARPS.next51", label %"fall.8"
fall.8:
  %".883" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".884" = sext i32 %".883" to i64
  %".885" = getelementptr i8, ptr %".2", i64 16
  %".886" = load ptr, ptr %".885", !noalias !21, !llvm.access.group !22
  %".887" = getelementptr i8, ptr %".886", i64 %".884"
  %".888" = load i32, ptr %".887", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".888", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".890" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".891" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".892" = add i32 %".890", %".891"
  store i32 %".892", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".894" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".895" = add i32 %".894", 4
  store i32 %".895", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".897" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".898" = add i32 %".897", 1
  store i32 %".898", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".900" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".901" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".902" = icmp ult i32 %".900", %".901"
  store i1 %".902", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".904" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".905" = xor i1 %".904", -1
  br i1 %".905", label %"WARPS.next51", label %"fall.9"
fall.9:
  %".907" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".908" = mul nuw nsw i64 %".18", 12
  %".909" = mul nuw nsw i64 %".19", 4
  %".910" = add nuw nsw i64 %".908", %".909"
  %".911" = getelementptr i8, ptr %".16", i64 %".910"
  store i32 %".907", ptr %".911", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".913" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".914" = mul nuw nsw i64 %".18", 16
  %".915" = mul nuw nsw i64 %".19", 4
  %".916" = add nuw nsw i64 %".914", %".915"
  %".917" = getelementptr i8, ptr %".16", i64 %".916"
  store i32 %".913", ptr %".917", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".919" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".920" = mul nuw nsw i64 %".18", 24
  %".921" = mul nuw nsw i64 %".19", 4
  %".922" = add nuw nsw i64 %".920", %".921"
  %".923" = getelementptr i8, ptr %".16", i64 %".922"
  store i32 %".919", ptr %".923", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 197
resume12:
  %".926" = mul nuw nsw i64 %".18", 12
  %".927" = mul nuw nsw i64 %".19", 4
  %".928" = add nuw nsw i64 %".926", %".927"
  %".929" = getelementptr i8, ptr %".16", i64 %".928"
  %".930" = load i32, ptr %".929", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".930", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".932" = mul nuw nsw i64 %".18", 16
  %".933" = mul nuw nsw i64 %".19", 4
  %".934" = add nuw nsw i64 %".932", %".933"
  %".935" = getelementptr i8, ptr %".16", i64 %".934"
  %".936" = load i32, ptr %".935", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".936", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".938" = mul nuw nsw i64 %".18", 20
  %".939" = mul nuw nsw i64 %".19", 4
  %".940" = add nuw nsw i64 %".938", %".939"
  %".941" = getelementptr i8, ptr %".16", i64 %".940"
  %".942" = load i32, ptr %".941", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".942", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".944" = mul nuw nsw i64 %".18", 24
  %".945" = mul nuw nsw i64 %".19", 4
  %".946" = add nuw nsw i64 %".944", %".945"
  %".947" = getelementptr i8, ptr %".16", i64 %".946"
  %".948" = load i32, ptr %".947", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".948", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
resume13:
  %".958" = mul nuw nsw i64 %".18", 12
  %".959" = mul nuw nsw i64 %".19", 4
  %".960" = add nuw nsw i64 %".958", %".959"
  %".961" = getelementptr i8, ptr %".16", i64 %".960"
  %".962" = load i32, ptr %".961", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".962", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".964" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".965" = zext i32 %".964" to i64
  %".966" = zext i32 4 to i64
  %".967" = mul i64 %".965", %".966"
  store i64 %".967", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".969" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".970" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".971" = add i64 %".969", %".970"
  store i64 %".971", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".973" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".974" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".975" = inttoptr i64 %".974" to ptr
  %".976" = getelementptr i8, ptr %".975", i64 %".973"
  %".977" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  store i32 %".977", ptr %".976", align 4, !noalias !21, !llvm.access.group !22
  br label %"END"
region.bad:
  unreachable
}

define internal void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".3") alwaysinline
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
  %".45" = mul i64 %".15", 28
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
  %".21" = load i32, ptr %".20", !range !23
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
  %".1527" = load i32, i32* %"or"
  %".1528" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1527", ptr %".1528"
  %".1530" = load i32, i32* %"and"
  %".1531" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1530", ptr %".1531"
  %".1533" = load i32, i32* %"at.bar"
  %".1534" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1533", ptr %".1534"
  %".1536" = load i32, i32* %"exited"
  %".1537" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1536", ptr %".1537"
  %".1539" = load i32, i32* %"at.step"
  %".1540" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1539", ptr %".1540"
  ret void
start:
  br label %"block0"
warp:
  %".1444" = mul nuw nsw i32 %".3", 32
  %".1445" = icmp eq i32 %".4", -1
  %".1446" = add i32 %".1444", 32
  %".1447" = icmp ule i32 %".1446", %".13"
  %".1448" = and i1 %".1445", %".1447"
  %".1449" = and i1 %".1448", %".37"
  br i1 %".1449", label %"warp.check", label %"warp.each"
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
  br label %"tz.head", !llvm.loop !25
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
  store i32 %".61", ptr %".66", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head", !llvm.loop !29
tx.end:
  %".92" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !26
run.next:
  %".1260" = load i32, i32* %"run.from"
  %".1261" = lshr i32 %".13", 5
  %".1262" = lshr i32 %".1260", 5
  br label %"run.find"
each:
  br label %"each.head"
known:
  %".101" = lshr i32 %".4", 4
  switch i32 %".101", label %"scan" [i32 10, label %"block10"]
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
block10:
  %".103" = load i32, i32* %"z.lo"
  %".104" = load i32, i32* %"z.hi"
  %".105" = load i32, i32* %"y.lo"
  %".106" = load i32, i32* %"y.hi"
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [%".103", %"block10"], [%".158", %"ty.end.1"]
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
  br label %"tz.head.1", !llvm.loop !32
tx.head.1:
  %"tx.1" = phi  i32 [%".116", %"ty.body.1"], [%".154", %"tx.body.1"]
  %".119" = icmp slt i32 %"tx.1", %".117"
  br i1 %".119", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".121" = add nuw nsw i32 %"tx.1", %".115"
  %".122" = mul nuw nsw i32 %".121", 32
  %".123" = zext i32 %".122" to i64
  %".124" = getelementptr i8, ptr %".28", i64 %".123"
  %".125" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".124", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 10, i32 %".121", i32 %".13")
  %".126" = mul nuw nsw i64 %".34", 0
  %".127" = zext i32 %".121" to i64
  %".128" = mul nuw nsw i64 %".127", 4
  %".129" = add nuw nsw i64 %".126", %".128"
  %".130" = getelementptr i8, ptr %".30", i64 %".129"
  store i32 %".125", ptr %".130", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head.1", !llvm.loop !34
tx.end.1:
  %".156" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !33
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
  switch i32 %".168", label %"each" [i32 10, label %"block10"]
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
  switch i32 %".251", label %"all.at.warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
lanes4:
  %".253" = load i32, i32* %"lo"
  %".254" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".253", %"lanes4"], [%".298", %"lane.end"]
  %".256" = icmp slt i32 %"warp.1", %".254"
  br i1 %".256", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".258" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".258")
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
  %".267" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".266", i32 %".263", i32 0, i32 0, i32 9, i32 %".263", i32 %".13")
  %".268" = mul nuw nsw i64 %".34", 0
  %".269" = zext i32 %".263" to i64
  %".270" = mul nuw nsw i64 %".269", 4
  %".271" = add nuw nsw i64 %".268", %".270"
  %".272" = getelementptr i8, ptr %".30", i64 %".271"
  store i32 %".267", ptr %".272", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".298" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
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
lanes5:
  %".345" = load i32, i32* %"lo"
  %".346" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".345", %"lanes5"], [%".389", %"lane.end.1"]
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
  %".358" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".357", i32 %".354", i32 0, i32 0, i32 5, i32 %".354", i32 %".13")
  %".359" = mul nuw nsw i64 %".34", 0
  %".360" = zext i32 %".354" to i64
  %".361" = mul nuw nsw i64 %".360", 4
  %".362" = add nuw nsw i64 %".359", %".361"
  %".363" = getelementptr i8, ptr %".30", i64 %".362"
  store i32 %".358", ptr %".363", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".389" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".394" = load i32, i32* %"lo"
  %".395" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".394", %"lanes6"], [%".438", %"lane.end.2"]
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
  %".407" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".406", i32 %".403", i32 0, i32 0, i32 6, i32 %".403", i32 %".13")
  %".408" = mul nuw nsw i64 %".34", 0
  %".409" = zext i32 %".403" to i64
  %".410" = mul nuw nsw i64 %".409", 4
  %".411" = add nuw nsw i64 %".408", %".410"
  %".412" = getelementptr i8, ptr %".30", i64 %".411"
  store i32 %".407", ptr %".412", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".438" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".443" = load i32, i32* %"lo"
  %".444" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".443", %"lanes7"], [%".487", %"lane.end.3"]
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
  %".456" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".455", i32 %".452", i32 0, i32 0, i32 7, i32 %".452", i32 %".13")
  %".457" = mul nuw nsw i64 %".34", 0
  %".458" = zext i32 %".452" to i64
  %".459" = mul nuw nsw i64 %".458", 4
  %".460" = add nuw nsw i64 %".457", %".459"
  %".461" = getelementptr i8, ptr %".30", i64 %".460"
  store i32 %".456", ptr %".461", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".487" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".492" = load i32, i32* %"lo"
  %".493" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".492", %"lanes8"], [%".536", %"lane.end.4"]
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
  %".505" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".504", i32 %".501", i32 0, i32 0, i32 8, i32 %".501", i32 %".13")
  %".506" = mul nuw nsw i64 %".34", 0
  %".507" = zext i32 %".501" to i64
  %".508" = mul nuw nsw i64 %".507", 4
  %".509" = add nuw nsw i64 %".506", %".508"
  %".510" = getelementptr i8, ptr %".30", i64 %".509"
  store i32 %".505", ptr %".510", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".536" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
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
  %".583" = getelementptr i8, ptr %".2", i64 192
  %".584" = load ptr, ptr %".583"
  %".585" = getelementptr i8, ptr %".1", i64 60
  %".586" = load i32, ptr %".585", !range !1
  %".587" = zext i32 %".586" to i64
  %".588" = add nuw nsw i64 %".587", 16
  %".589" = mul nuw nsw i64 %".588", 64
  %".590" = getelementptr i8, ptr %".584", i64 %".589"
  switch i32 %".582", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1167" = mul nuw nsw i64 %".34", 0
  %".1168" = zext i32 0 to i64
  %".1169" = mul nuw nsw i64 %".1168", 4
  %".1170" = add nuw nsw i64 %".1167", %".1169"
  %".1171" = getelementptr i8, ptr %".30", i64 %".1170"
  %".1172" = load i32, ptr %".1171"
  %".1173" = lshr i32 %".1172", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".582", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok:
  switch i32 %".582", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1:
  %".592" = getelementptr i8, ptr %".590", i64 8
  store i32 0, ptr %".592", !tbaa !5
  %".594" = mul nuw nsw i64 %".588", 32
  %".595" = getelementptr i8, ptr %".584", i64 %".594"
  %".596" = load i32, ptr %".595"
  %".597" = sub i32 %".596", -2147482624
  %".598" = icmp ult i32 %".597", 4294965248
  store i1 %".598", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".611", %"affine.body"]
  %".601" = icmp slt i32 %"affine", %".13"
  br i1 %".601", label %"affine.body", label %"affine.end"
affine.body:
  %".603" = zext i32 %"affine" to i64
  %".604" = getelementptr i32, ptr %".595", i64 %".603"
  %".605" = load i32, ptr %".604"
  %".606" = load i1, i1* %"same"
  %".607" = add i32 %"affine", %".596"
  %".608" = icmp eq i32 %".605", %".607"
  %".609" = and i1 %".606", %".608"
  store i1 %".609", i1* %"same"
  %".611" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".613" = load i1, i1* %"same"
  br i1 %".613", label %"affine1.32", label %"steps.plain"
affine1.32:
  %".615" = getelementptr i8, ptr %".590", i64 0
  store i32 %".596", ptr %".615", !tbaa !5
  store i32 1, ptr %".592", !tbaa !5
  br label %"affine.ok"
affine2:
  %".619" = getelementptr i8, ptr %".590", i64 8
  %".620" = load i32, ptr %".619", !tbaa !5
  %".621" = icmp ne i32 %".620", 0
  br i1 %".621", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".623" = mul nuw nsw i64 %".588", 32
  %".624" = getelementptr i8, ptr %".584", i64 %".623"
  %".625" = load i32, ptr %".624"
  %".626" = sub i32 %".625", -2147482624
  %".627" = icmp ult i32 %".626", 4294965248
  store i1 %".627", i1* %"same"
  %".629" = load i1, i1* %"same"
  br i1 %".629", label %"affine2.32", label %"steps.plain"
affine2.32:
  %".631" = getelementptr i8, ptr %".590", i64 16
  store i32 %".625", ptr %".631", !tbaa !5
  br label %"affine.ok"
block1:
  %".635" = load i32, i32* %"z.lo"
  %".636" = load i32, i32* %"z.hi"
  %".637" = load i32, i32* %"y.lo"
  %".638" = load i32, i32* %"y.hi"
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [%".635", %"block1"], [%".690", %"ty.end.2"]
  %".640" = icmp slt i32 %"tz.2", %".636"
  br i1 %".640", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  %".692" = load i1, i1* %"runs"
  br i1 %".692", label %"run.next", label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [%".637", %"tz.body.2"], [%".688", %"tx.end.2"]
  %".643" = icmp slt i32 %"ty.2", %".638"
  br i1 %".643", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".645" = mul nuw nsw i32 %".19", %"tz.2"
  %".646" = add nuw nsw i32 %"ty.2", %".645"
  %".647" = mul nuw nsw i32 %".15", %".646"
  %".648" = load i32, i32* %"x.lo"
  %".649" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".690" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".648", %"ty.body.2"], [%".686", %"tx.body.2"]
  %".651" = icmp slt i32 %"tx.2", %".649"
  br i1 %".651", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".653" = add nuw nsw i32 %"tx.2", %".647"
  %".654" = mul nuw nsw i32 %".653", 32
  %".655" = zext i32 %".654" to i64
  %".656" = getelementptr i8, ptr %".28", i64 %".655"
  %".657" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".656", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".653", i32 %".13")
  %".658" = mul nuw nsw i64 %".34", 0
  %".659" = zext i32 %".653" to i64
  %".660" = mul nuw nsw i64 %".659", 4
  %".661" = add nuw nsw i64 %".658", %".660"
  %".662" = getelementptr i8, ptr %".30", i64 %".661"
  store i32 %".657", ptr %".662", !llvm.access.group !22, !tbaa !31
  %".664" = and i32 %".657", 15
  %".665" = load i32, i32* %"or"
  %".666" = or i32 %".665", %".657"
  store i32 %".666", i32* %"or"
  %".668" = load i32, i32* %"and"
  %".669" = and i32 %".668", %".657"
  store i32 %".669", i32* %"and"
  %".671" = load i32, i32* %"at.bar"
  %".672" = icmp eq i32 %".664", 2
  %".673" = zext i1 %".672" to i32
  %".674" = add i32 %".671", %".673"
  store i32 %".674", i32* %"at.bar"
  %".676" = load i32, i32* %"exited"
  %".677" = icmp eq i32 %".664", 3
  %".678" = zext i1 %".677" to i32
  %".679" = add i32 %".676", %".678"
  store i32 %".679", i32* %"exited"
  %".681" = load i32, i32* %"at.step"
  %".682" = icmp eq i32 %".664", 5
  %".683" = zext i1 %".682" to i32
  %".684" = add i32 %".681", %".683"
  store i32 %".684", i32* %"at.step"
  %".686" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".688" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  %".694" = load i32, i32* %"z.lo"
  %".695" = load i32, i32* %"z.hi"
  %".696" = load i32, i32* %"y.lo"
  %".697" = load i32, i32* %"y.hi"
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [%".694", %"block2"], [%".749", %"ty.end.3"]
  %".699" = icmp slt i32 %"tz.3", %".695"
  br i1 %".699", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  %".751" = load i1, i1* %"runs"
  br i1 %".751", label %"run.next", label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [%".696", %"tz.body.3"], [%".747", %"tx.end.3"]
  %".702" = icmp slt i32 %"ty.3", %".697"
  br i1 %".702", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".704" = mul nuw nsw i32 %".19", %"tz.3"
  %".705" = add nuw nsw i32 %"ty.3", %".704"
  %".706" = mul nuw nsw i32 %".15", %".705"
  %".707" = load i32, i32* %"x.lo"
  %".708" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".749" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".707", %"ty.body.3"], [%".745", %"tx.body.3"]
  %".710" = icmp slt i32 %"tx.3", %".708"
  br i1 %".710", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".712" = add nuw nsw i32 %"tx.3", %".706"
  %".713" = mul nuw nsw i32 %".712", 32
  %".714" = zext i32 %".713" to i64
  %".715" = getelementptr i8, ptr %".28", i64 %".714"
  %".716" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".715", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".712", i32 %".13")
  %".717" = mul nuw nsw i64 %".34", 0
  %".718" = zext i32 %".712" to i64
  %".719" = mul nuw nsw i64 %".718", 4
  %".720" = add nuw nsw i64 %".717", %".719"
  %".721" = getelementptr i8, ptr %".30", i64 %".720"
  store i32 %".716", ptr %".721", !llvm.access.group !22, !tbaa !31
  %".723" = and i32 %".716", 15
  %".724" = load i32, i32* %"or"
  %".725" = or i32 %".724", %".716"
  store i32 %".725", i32* %"or"
  %".727" = load i32, i32* %"and"
  %".728" = and i32 %".727", %".716"
  store i32 %".728", i32* %"and"
  %".730" = load i32, i32* %"at.bar"
  %".731" = icmp eq i32 %".723", 2
  %".732" = zext i1 %".731" to i32
  %".733" = add i32 %".730", %".732"
  store i32 %".733", i32* %"at.bar"
  %".735" = load i32, i32* %"exited"
  %".736" = icmp eq i32 %".723", 3
  %".737" = zext i1 %".736" to i32
  %".738" = add i32 %".735", %".737"
  store i32 %".738", i32* %"exited"
  %".740" = load i32, i32* %"at.step"
  %".741" = icmp eq i32 %".723", 5
  %".742" = zext i1 %".741" to i32
  %".743" = add i32 %".740", %".742"
  store i32 %".743", i32* %"at.step"
  %".745" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".747" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  %".753" = load i32, i32* %"z.lo"
  %".754" = load i32, i32* %"z.hi"
  %".755" = load i32, i32* %"y.lo"
  %".756" = load i32, i32* %"y.hi"
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [%".753", %"block3"], [%".808", %"ty.end.4"]
  %".758" = icmp slt i32 %"tz.4", %".754"
  br i1 %".758", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  %".810" = load i1, i1* %"runs"
  br i1 %".810", label %"run.next", label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [%".755", %"tz.body.4"], [%".806", %"tx.end.4"]
  %".761" = icmp slt i32 %"ty.4", %".756"
  br i1 %".761", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".763" = mul nuw nsw i32 %".19", %"tz.4"
  %".764" = add nuw nsw i32 %"ty.4", %".763"
  %".765" = mul nuw nsw i32 %".15", %".764"
  %".766" = load i32, i32* %"x.lo"
  %".767" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".808" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".766", %"ty.body.4"], [%".804", %"tx.body.4"]
  %".769" = icmp slt i32 %"tx.4", %".767"
  br i1 %".769", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".771" = add nuw nsw i32 %"tx.4", %".765"
  %".772" = mul nuw nsw i32 %".771", 32
  %".773" = zext i32 %".772" to i64
  %".774" = getelementptr i8, ptr %".28", i64 %".773"
  %".775" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".774", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".771", i32 %".13")
  %".776" = mul nuw nsw i64 %".34", 0
  %".777" = zext i32 %".771" to i64
  %".778" = mul nuw nsw i64 %".777", 4
  %".779" = add nuw nsw i64 %".776", %".778"
  %".780" = getelementptr i8, ptr %".30", i64 %".779"
  store i32 %".775", ptr %".780", !llvm.access.group !22, !tbaa !31
  %".782" = and i32 %".775", 15
  %".783" = load i32, i32* %"or"
  %".784" = or i32 %".783", %".775"
  store i32 %".784", i32* %"or"
  %".786" = load i32, i32* %"and"
  %".787" = and i32 %".786", %".775"
  store i32 %".787", i32* %"and"
  %".789" = load i32, i32* %"at.bar"
  %".790" = icmp eq i32 %".782", 2
  %".791" = zext i1 %".790" to i32
  %".792" = add i32 %".789", %".791"
  store i32 %".792", i32* %"at.bar"
  %".794" = load i32, i32* %"exited"
  %".795" = icmp eq i32 %".782", 3
  %".796" = zext i1 %".795" to i32
  %".797" = add i32 %".794", %".796"
  store i32 %".797", i32* %"exited"
  %".799" = load i32, i32* %"at.step"
  %".800" = icmp eq i32 %".782", 5
  %".801" = zext i1 %".800" to i32
  %".802" = add i32 %".799", %".801"
  store i32 %".802", i32* %"at.step"
  %".804" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".806" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block9:
  %".812" = load i32, i32* %"z.lo"
  %".813" = load i32, i32* %"z.hi"
  %".814" = load i32, i32* %"y.lo"
  %".815" = load i32, i32* %"y.hi"
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [%".812", %"block9"], [%".867", %"ty.end.5"]
  %".817" = icmp slt i32 %"tz.5", %".813"
  br i1 %".817", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  %".869" = load i1, i1* %"runs"
  br i1 %".869", label %"run.next", label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [%".814", %"tz.body.5"], [%".865", %"tx.end.5"]
  %".820" = icmp slt i32 %"ty.5", %".815"
  br i1 %".820", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".822" = mul nuw nsw i32 %".19", %"tz.5"
  %".823" = add nuw nsw i32 %"ty.5", %".822"
  %".824" = mul nuw nsw i32 %".15", %".823"
  %".825" = load i32, i32* %"x.lo"
  %".826" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".867" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".825", %"ty.body.5"], [%".863", %"tx.body.5"]
  %".828" = icmp slt i32 %"tx.5", %".826"
  br i1 %".828", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".830" = add nuw nsw i32 %"tx.5", %".824"
  %".831" = mul nuw nsw i32 %".830", 32
  %".832" = zext i32 %".831" to i64
  %".833" = getelementptr i8, ptr %".28", i64 %".832"
  %".834" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".833", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 9, i32 %".830", i32 %".13")
  %".835" = mul nuw nsw i64 %".34", 0
  %".836" = zext i32 %".830" to i64
  %".837" = mul nuw nsw i64 %".836", 4
  %".838" = add nuw nsw i64 %".835", %".837"
  %".839" = getelementptr i8, ptr %".30", i64 %".838"
  store i32 %".834", ptr %".839", !llvm.access.group !22, !tbaa !31
  %".841" = and i32 %".834", 15
  %".842" = load i32, i32* %"or"
  %".843" = or i32 %".842", %".834"
  store i32 %".843", i32* %"or"
  %".845" = load i32, i32* %"and"
  %".846" = and i32 %".845", %".834"
  store i32 %".846", i32* %"and"
  %".848" = load i32, i32* %"at.bar"
  %".849" = icmp eq i32 %".841", 2
  %".850" = zext i1 %".849" to i32
  %".851" = add i32 %".848", %".850"
  store i32 %".851", i32* %"at.bar"
  %".853" = load i32, i32* %"exited"
  %".854" = icmp eq i32 %".841", 3
  %".855" = zext i1 %".854" to i32
  %".856" = add i32 %".853", %".855"
  store i32 %".856", i32* %"exited"
  %".858" = load i32, i32* %"at.step"
  %".859" = icmp eq i32 %".841", 5
  %".860" = zext i1 %".859" to i32
  %".861" = add i32 %".858", %".860"
  store i32 %".861", i32* %"at.step"
  %".863" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".865" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  %".871" = load i32, i32* %"z.lo"
  %".872" = load i32, i32* %"z.hi"
  %".873" = load i32, i32* %"y.lo"
  %".874" = load i32, i32* %"y.hi"
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [%".871", %"block11"], [%".926", %"ty.end.6"]
  %".876" = icmp slt i32 %"tz.6", %".872"
  br i1 %".876", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  %".928" = load i1, i1* %"runs"
  br i1 %".928", label %"run.next", label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [%".873", %"tz.body.6"], [%".924", %"tx.end.6"]
  %".879" = icmp slt i32 %"ty.6", %".874"
  br i1 %".879", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".881" = mul nuw nsw i32 %".19", %"tz.6"
  %".882" = add nuw nsw i32 %"ty.6", %".881"
  %".883" = mul nuw nsw i32 %".15", %".882"
  %".884" = load i32, i32* %"x.lo"
  %".885" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".926" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".884", %"ty.body.6"], [%".922", %"tx.body.6"]
  %".887" = icmp slt i32 %"tx.6", %".885"
  br i1 %".887", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".889" = add nuw nsw i32 %"tx.6", %".883"
  %".890" = mul nuw nsw i32 %".889", 32
  %".891" = zext i32 %".890" to i64
  %".892" = getelementptr i8, ptr %".28", i64 %".891"
  %".893" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".892", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".889", i32 %".13")
  %".894" = mul nuw nsw i64 %".34", 0
  %".895" = zext i32 %".889" to i64
  %".896" = mul nuw nsw i64 %".895", 4
  %".897" = add nuw nsw i64 %".894", %".896"
  %".898" = getelementptr i8, ptr %".30", i64 %".897"
  store i32 %".893", ptr %".898", !llvm.access.group !22, !tbaa !31
  %".900" = and i32 %".893", 15
  %".901" = load i32, i32* %"or"
  %".902" = or i32 %".901", %".893"
  store i32 %".902", i32* %"or"
  %".904" = load i32, i32* %"and"
  %".905" = and i32 %".904", %".893"
  store i32 %".905", i32* %"and"
  %".907" = load i32, i32* %"at.bar"
  %".908" = icmp eq i32 %".900", 2
  %".909" = zext i1 %".908" to i32
  %".910" = add i32 %".907", %".909"
  store i32 %".910", i32* %"at.bar"
  %".912" = load i32, i32* %"exited"
  %".913" = icmp eq i32 %".900", 3
  %".914" = zext i1 %".913" to i32
  %".915" = add i32 %".912", %".914"
  store i32 %".915", i32* %"exited"
  %".917" = load i32, i32* %"at.step"
  %".918" = icmp eq i32 %".900", 5
  %".919" = zext i1 %".918" to i32
  %".920" = add i32 %".917", %".919"
  store i32 %".920", i32* %"at.step"
  %".922" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".924" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  %".930" = load i32, i32* %"z.lo"
  %".931" = load i32, i32* %"z.hi"
  %".932" = load i32, i32* %"y.lo"
  %".933" = load i32, i32* %"y.hi"
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [%".930", %"block12"], [%".985", %"ty.end.7"]
  %".935" = icmp slt i32 %"tz.7", %".931"
  br i1 %".935", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  %".987" = load i1, i1* %"runs"
  br i1 %".987", label %"run.next", label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [%".932", %"tz.body.7"], [%".983", %"tx.end.7"]
  %".938" = icmp slt i32 %"ty.7", %".933"
  br i1 %".938", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".940" = mul nuw nsw i32 %".19", %"tz.7"
  %".941" = add nuw nsw i32 %"ty.7", %".940"
  %".942" = mul nuw nsw i32 %".15", %".941"
  %".943" = load i32, i32* %"x.lo"
  %".944" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".985" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".943", %"ty.body.7"], [%".981", %"tx.body.7"]
  %".946" = icmp slt i32 %"tx.7", %".944"
  br i1 %".946", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".948" = add nuw nsw i32 %"tx.7", %".942"
  %".949" = mul nuw nsw i32 %".948", 32
  %".950" = zext i32 %".949" to i64
  %".951" = getelementptr i8, ptr %".28", i64 %".950"
  %".952" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".951", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".948", i32 %".13")
  %".953" = mul nuw nsw i64 %".34", 0
  %".954" = zext i32 %".948" to i64
  %".955" = mul nuw nsw i64 %".954", 4
  %".956" = add nuw nsw i64 %".953", %".955"
  %".957" = getelementptr i8, ptr %".30", i64 %".956"
  store i32 %".952", ptr %".957", !llvm.access.group !22, !tbaa !31
  %".959" = and i32 %".952", 15
  %".960" = load i32, i32* %"or"
  %".961" = or i32 %".960", %".952"
  store i32 %".961", i32* %"or"
  %".963" = load i32, i32* %"and"
  %".964" = and i32 %".963", %".952"
  store i32 %".964", i32* %"and"
  %".966" = load i32, i32* %"at.bar"
  %".967" = icmp eq i32 %".959", 2
  %".968" = zext i1 %".967" to i32
  %".969" = add i32 %".966", %".968"
  store i32 %".969", i32* %"at.bar"
  %".971" = load i32, i32* %"exited"
  %".972" = icmp eq i32 %".959", 3
  %".973" = zext i1 %".972" to i32
  %".974" = add i32 %".971", %".973"
  store i32 %".974", i32* %"exited"
  %".976" = load i32, i32* %"at.step"
  %".977" = icmp eq i32 %".959", 5
  %".978" = zext i1 %".977" to i32
  %".979" = add i32 %".976", %".978"
  store i32 %".979", i32* %"at.step"
  %".981" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".983" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block13:
  %".989" = load i32, i32* %"z.lo"
  %".990" = load i32, i32* %"z.hi"
  %".991" = load i32, i32* %"y.lo"
  %".992" = load i32, i32* %"y.hi"
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [%".989", %"block13"], [%".1044", %"ty.end.8"]
  %".994" = icmp slt i32 %"tz.8", %".990"
  br i1 %".994", label %"tz.body.8", label %"tz.end.8"
tz.body.8:
  br label %"ty.head.8"
tz.end.8:
  %".1046" = load i1, i1* %"runs"
  br i1 %".1046", label %"run.next", label %"done"
ty.head.8:
  %"ty.8" = phi  i32 [%".991", %"tz.body.8"], [%".1042", %"tx.end.8"]
  %".997" = icmp slt i32 %"ty.8", %".992"
  br i1 %".997", label %"ty.body.8", label %"ty.end.8"
ty.body.8:
  %".999" = mul nuw nsw i32 %".19", %"tz.8"
  %".1000" = add nuw nsw i32 %"ty.8", %".999"
  %".1001" = mul nuw nsw i32 %".15", %".1000"
  %".1002" = load i32, i32* %"x.lo"
  %".1003" = load i32, i32* %"x.hi"
  br label %"tx.head.8"
ty.end.8:
  %".1044" = add i32 %"tz.8", 1
  br label %"tz.head.8", !llvm.loop !63
tx.head.8:
  %"tx.8" = phi  i32 [%".1002", %"ty.body.8"], [%".1040", %"tx.body.8"]
  %".1005" = icmp slt i32 %"tx.8", %".1003"
  br i1 %".1005", label %"tx.body.8", label %"tx.end.8"
tx.body.8:
  %".1007" = add nuw nsw i32 %"tx.8", %".1001"
  %".1008" = mul nuw nsw i32 %".1007", 32
  %".1009" = zext i32 %".1008" to i64
  %".1010" = getelementptr i8, ptr %".28", i64 %".1009"
  %".1011" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1010", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 13, i32 %".1007", i32 %".13")
  %".1012" = mul nuw nsw i64 %".34", 0
  %".1013" = zext i32 %".1007" to i64
  %".1014" = mul nuw nsw i64 %".1013", 4
  %".1015" = add nuw nsw i64 %".1012", %".1014"
  %".1016" = getelementptr i8, ptr %".30", i64 %".1015"
  store i32 %".1011", ptr %".1016", !llvm.access.group !22, !tbaa !31
  %".1018" = and i32 %".1011", 15
  %".1019" = load i32, i32* %"or"
  %".1020" = or i32 %".1019", %".1011"
  store i32 %".1020", i32* %"or"
  %".1022" = load i32, i32* %"and"
  %".1023" = and i32 %".1022", %".1011"
  store i32 %".1023", i32* %"and"
  %".1025" = load i32, i32* %"at.bar"
  %".1026" = icmp eq i32 %".1018", 2
  %".1027" = zext i1 %".1026" to i32
  %".1028" = add i32 %".1025", %".1027"
  store i32 %".1028", i32* %"at.bar"
  %".1030" = load i32, i32* %"exited"
  %".1031" = icmp eq i32 %".1018", 3
  %".1032" = zext i1 %".1031" to i32
  %".1033" = add i32 %".1030", %".1032"
  store i32 %".1033", i32* %"exited"
  %".1035" = load i32, i32* %"at.step"
  %".1036" = icmp eq i32 %".1018", 5
  %".1037" = zext i1 %".1036" to i32
  %".1038" = add i32 %".1035", %".1037"
  store i32 %".1038", i32* %"at.step"
  %".1040" = add i32 %"tx.8", 1
  br label %"tx.head.8", !llvm.loop !65
tx.end.8:
  %".1042" = add i32 %"ty.8", 1
  br label %"ty.head.8", !llvm.loop !64
block1.1:
  %".1049" = load i32, i32* %"z.lo"
  %".1050" = load i32, i32* %"z.hi"
  %".1051" = load i32, i32* %"y.lo"
  %".1052" = load i32, i32* %"y.hi"
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [%".1049", %"block1.1"], [%".1104", %"ty.end.9"]
  %".1054" = icmp slt i32 %"tz.9", %".1050"
  br i1 %".1054", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  %".1106" = load i1, i1* %"runs"
  br i1 %".1106", label %"run.next", label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [%".1051", %"tz.body.9"], [%".1102", %"tx.end.9"]
  %".1057" = icmp slt i32 %"ty.9", %".1052"
  br i1 %".1057", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1059" = mul nuw nsw i32 %".19", %"tz.9"
  %".1060" = add nuw nsw i32 %"ty.9", %".1059"
  %".1061" = mul nuw nsw i32 %".15", %".1060"
  %".1062" = load i32, i32* %"x.lo"
  %".1063" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1104" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1062", %"ty.body.9"], [%".1100", %"tx.body.9"]
  %".1065" = icmp slt i32 %"tx.9", %".1063"
  br i1 %".1065", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1067" = add nuw nsw i32 %"tx.9", %".1061"
  %".1068" = mul nuw nsw i32 %".1067", 32
  %".1069" = zext i32 %".1068" to i64
  %".1070" = getelementptr i8, ptr %".28", i64 %".1069"
  %".1071" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1070", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 1, i32 %".1067", i32 %".13")
  %".1072" = mul nuw nsw i64 %".34", 0
  %".1073" = zext i32 %".1067" to i64
  %".1074" = mul nuw nsw i64 %".1073", 4
  %".1075" = add nuw nsw i64 %".1072", %".1074"
  %".1076" = getelementptr i8, ptr %".30", i64 %".1075"
  store i32 %".1071", ptr %".1076", !llvm.access.group !22, !tbaa !31
  %".1078" = and i32 %".1071", 15
  %".1079" = load i32, i32* %"or"
  %".1080" = or i32 %".1079", %".1071"
  store i32 %".1080", i32* %"or"
  %".1082" = load i32, i32* %"and"
  %".1083" = and i32 %".1082", %".1071"
  store i32 %".1083", i32* %"and"
  %".1085" = load i32, i32* %"at.bar"
  %".1086" = icmp eq i32 %".1078", 2
  %".1087" = zext i1 %".1086" to i32
  %".1088" = add i32 %".1085", %".1087"
  store i32 %".1088", i32* %"at.bar"
  %".1090" = load i32, i32* %"exited"
  %".1091" = icmp eq i32 %".1078", 3
  %".1092" = zext i1 %".1091" to i32
  %".1093" = add i32 %".1090", %".1092"
  store i32 %".1093", i32* %"exited"
  %".1095" = load i32, i32* %"at.step"
  %".1096" = icmp eq i32 %".1078", 5
  %".1097" = zext i1 %".1096" to i32
  %".1098" = add i32 %".1095", %".1097"
  store i32 %".1098", i32* %"at.step"
  %".1100" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1102" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
block2.1:
  %".1108" = load i32, i32* %"z.lo"
  %".1109" = load i32, i32* %"z.hi"
  %".1110" = load i32, i32* %"y.lo"
  %".1111" = load i32, i32* %"y.hi"
  br label %"tz.head.10"
tz.head.10:
  %"tz.10" = phi  i32 [%".1108", %"block2.1"], [%".1163", %"ty.end.10"]
  %".1113" = icmp slt i32 %"tz.10", %".1109"
  br i1 %".1113", label %"tz.body.10", label %"tz.end.10"
tz.body.10:
  br label %"ty.head.10"
tz.end.10:
  %".1165" = load i1, i1* %"runs"
  br i1 %".1165", label %"run.next", label %"done"
ty.head.10:
  %"ty.10" = phi  i32 [%".1110", %"tz.body.10"], [%".1161", %"tx.end.10"]
  %".1116" = icmp slt i32 %"ty.10", %".1111"
  br i1 %".1116", label %"ty.body.10", label %"ty.end.10"
ty.body.10:
  %".1118" = mul nuw nsw i32 %".19", %"tz.10"
  %".1119" = add nuw nsw i32 %"ty.10", %".1118"
  %".1120" = mul nuw nsw i32 %".15", %".1119"
  %".1121" = load i32, i32* %"x.lo"
  %".1122" = load i32, i32* %"x.hi"
  br label %"tx.head.10"
ty.end.10:
  %".1163" = add i32 %"tz.10", 1
  br label %"tz.head.10", !llvm.loop !69
tx.head.10:
  %"tx.10" = phi  i32 [%".1121", %"ty.body.10"], [%".1159", %"tx.body.10"]
  %".1124" = icmp slt i32 %"tx.10", %".1122"
  br i1 %".1124", label %"tx.body.10", label %"tx.end.10"
tx.body.10:
  %".1126" = add nuw nsw i32 %"tx.10", %".1120"
  %".1127" = mul nuw nsw i32 %".1126", 32
  %".1128" = zext i32 %".1127" to i64
  %".1129" = getelementptr i8, ptr %".28", i64 %".1128"
  %".1130" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1129", i32 %"tx.10", i32 %"ty.10", i32 %"tz.10", i32 2, i32 %".1126", i32 %".13")
  %".1131" = mul nuw nsw i64 %".34", 0
  %".1132" = zext i32 %".1126" to i64
  %".1133" = mul nuw nsw i64 %".1132", 4
  %".1134" = add nuw nsw i64 %".1131", %".1133"
  %".1135" = getelementptr i8, ptr %".30", i64 %".1134"
  store i32 %".1130", ptr %".1135", !llvm.access.group !22, !tbaa !31
  %".1137" = and i32 %".1130", 15
  %".1138" = load i32, i32* %"or"
  %".1139" = or i32 %".1138", %".1130"
  store i32 %".1139", i32* %"or"
  %".1141" = load i32, i32* %"and"
  %".1142" = and i32 %".1141", %".1130"
  store i32 %".1142", i32* %"and"
  %".1144" = load i32, i32* %"at.bar"
  %".1145" = icmp eq i32 %".1137", 2
  %".1146" = zext i1 %".1145" to i32
  %".1147" = add i32 %".1144", %".1146"
  store i32 %".1147", i32* %"at.bar"
  %".1149" = load i32, i32* %"exited"
  %".1150" = icmp eq i32 %".1137", 3
  %".1151" = zext i1 %".1150" to i32
  %".1152" = add i32 %".1149", %".1151"
  store i32 %".1152", i32* %"exited"
  %".1154" = load i32, i32* %"at.step"
  %".1155" = icmp eq i32 %".1137", 5
  %".1156" = zext i1 %".1155" to i32
  %".1157" = add i32 %".1154", %".1156"
  store i32 %".1157", i32* %"at.step"
  %".1159" = add i32 %"tx.10", 1
  br label %"tx.head.10", !llvm.loop !71
tx.end.10:
  %".1161" = add i32 %"ty.10", 1
  br label %"ty.head.10", !llvm.loop !70
step.some:
  store i32 0, i32* %"run.from"
  %".1257" = and i32 %".13", 31
  %".1258" = icmp eq i32 %".1257", 0
  br i1 %".1258", label %"run.next", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1199", %"same.body.1"]
  %".1176" = icmp slt i32 %"same.2", %".13"
  br i1 %".1176", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1178" = add i32 0, %"same.2"
  %".1179" = mul nuw nsw i64 %".34", 0
  %".1180" = zext i32 %".1178" to i64
  %".1181" = mul nuw nsw i64 %".1180", 4
  %".1182" = add nuw nsw i64 %".1179", %".1181"
  %".1183" = getelementptr i8, ptr %".30", i64 %".1182"
  %".1184" = load i32, ptr %".1183"
  %".1185" = and i32 %".1184", 15
  %".1186" = icmp eq i32 %".1185", 5
  %".1187" = mul nuw nsw i64 %".34", 0
  %".1188" = zext i32 %".1178" to i64
  %".1189" = mul nuw nsw i64 %".1188", 4
  %".1190" = add nuw nsw i64 %".1187", %".1189"
  %".1191" = getelementptr i8, ptr %".30", i64 %".1190"
  %".1192" = load i32, ptr %".1191"
  %".1193" = lshr i32 %".1192", 4
  %".1194" = icmp eq i32 %".1193", %".1173"
  %".1195" = and i1 %".1186", %".1194"
  %".1196" = load i1, i1* %"same"
  %".1197" = and i1 %".1196", %".1195"
  store i1 %".1197", i1* %"same"
  %".1199" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1201" = load i1, i1* %"same"
  br i1 %".1201", label %"uniform.1", label %"step.some"
uniform.1:
  %".1203" = getelementptr i8, ptr %".2", i64 192
  %".1204" = load ptr, ptr %".1203"
  %".1205" = getelementptr i8, ptr %".1", i64 60
  %".1206" = load i32, ptr %".1205", !range !1
  %".1207" = zext i32 %".1206" to i64
  %".1208" = add nuw nsw i64 %".1207", 16
  %".1209" = mul nuw nsw i64 %".1208", 64
  %".1210" = getelementptr i8, ptr %".1204", i64 %".1209"
  switch i32 %".1173", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1173", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok.1:
  switch i32 %".1173", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1.1:
  %".1212" = getelementptr i8, ptr %".1210", i64 8
  store i32 0, ptr %".1212", !tbaa !5
  %".1214" = mul nuw nsw i64 %".1208", 32
  %".1215" = getelementptr i8, ptr %".1204", i64 %".1214"
  %".1216" = load i32, ptr %".1215"
  %".1217" = sub i32 %".1216", -2147482624
  %".1218" = icmp ult i32 %".1217", 4294965248
  store i1 %".1218", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1231", %"affine.body.1"]
  %".1221" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1221", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1223" = zext i32 %"affine.1" to i64
  %".1224" = getelementptr i32, ptr %".1215", i64 %".1223"
  %".1225" = load i32, ptr %".1224"
  %".1226" = load i1, i1* %"same"
  %".1227" = add i32 %"affine.1", %".1216"
  %".1228" = icmp eq i32 %".1225", %".1227"
  %".1229" = and i1 %".1226", %".1228"
  store i1 %".1229", i1* %"same"
  %".1231" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1233" = load i1, i1* %"same"
  br i1 %".1233", label %"affine1.32.1", label %"steps.plain.1"
affine1.32.1:
  %".1235" = getelementptr i8, ptr %".1210", i64 0
  store i32 %".1216", ptr %".1235", !tbaa !5
  store i32 1, ptr %".1212", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1239" = getelementptr i8, ptr %".1210", i64 8
  %".1240" = load i32, ptr %".1239", !tbaa !5
  %".1241" = icmp ne i32 %".1240", 0
  br i1 %".1241", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1243" = mul nuw nsw i64 %".1208", 32
  %".1244" = getelementptr i8, ptr %".1204", i64 %".1243"
  %".1245" = load i32, ptr %".1244"
  %".1246" = sub i32 %".1245", -2147482624
  %".1247" = icmp ult i32 %".1246", 4294965248
  store i1 %".1247", i1* %"same"
  %".1249" = load i1, i1* %"same"
  br i1 %".1249", label %"affine2.32.1", label %"steps.plain.1"
affine2.32.1:
  %".1251" = getelementptr i8, ptr %".1210", i64 16
  store i32 %".1245", ptr %".1251", !tbaa !5
  br label %"affine.ok.1"
run.find:
  %"run.w" = phi  i32 [%".1262", %"run.next"], [%".1281", %"run.find.warp"]
  %".1264" = icmp ult i32 %"run.w", %".1261"
  br i1 %".1264", label %"run.find.warp", label %"done"
run.find.warp:
  %".1266" = mul nuw nsw i32 %"run.w", 32
  %".1267" = mul nuw nsw i64 %".34", 0
  %".1268" = zext i32 %".1266" to i64
  %".1269" = mul nuw nsw i64 %".1268", 4
  %".1270" = add nuw nsw i64 %".1267", %".1269"
  %".1271" = getelementptr i8, ptr %".30", i64 %".1270"
  %".1272" = load <32 x i32>, ptr %".1271", align 4
  %".1273" = and <32 x i32> %".1272", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".1274" = icmp eq <32 x i32> %".1273", <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %".1275" = bitcast <32 x i1> %".1274" to i32
  %".1276" = icmp eq i32 %"run.w", %".1262"
  %".1277" = and i32 %".1260", 31
  %".1278" = shl i32 -1, %".1277"
  %".1279" = select  i1 %".1276", i32 %".1278", i32 -1
  %".1280" = and i32 %".1275", %".1279"
  %".1281" = add nuw nsw i32 %"run.w", 1
  %".1282" = icmp ne i32 %".1280", 0
  br i1 %".1282", label %"run.find.first", label %"run.find"
run.find.first:
  %".1284" = call i32 @"llvm.cttz.i32"(i32 %".1280", i1 1)
  %".1285" = mul nuw nsw i32 %"run.w", 32
  %".1286" = add nuw nsw i32 %".1285", %".1284"
  %".1287" = extractelement <32 x i32> %".1272", i32 %".1284"
  %".1288" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".1287", i32 0
  %".1289" = shufflevector <32 x i32> %".1288", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".1290" = icmp eq <32 x i32> %".1272", %".1289"
  %".1291" = bitcast <32 x i1> %".1290" to i32
  %".1292" = xor i32 %".1291", -1
  %".1293" = shl i32 -1, %".1284"
  %".1294" = and i32 %".1292", %".1293"
  %".1295" = add nuw nsw i32 %"run.w", 1
  %".1296" = icmp ne i32 %".1294", 0
  br i1 %".1296", label %"run.end.here", label %"run.end.next"
run.end.here:
  %".1298" = mul nuw nsw i32 %"run.w", 32
  %".1299" = call i32 @"llvm.cttz.i32"(i32 %".1294", i1 1)
  %".1300" = add nuw nsw i32 %".1298", %".1299"
  br label %"run.end"
run.end.next:
  %"run.w2" = phi  i32 [%".1295", %"run.find.first"], [%".1316", %"run.end.warp"]
  %".1302" = icmp ult i32 %"run.w2", %".1261"
  br i1 %".1302", label %"run.end.warp", label %"run.end"
run.end.warp:
  %".1304" = mul nuw nsw i32 %"run.w2", 32
  %".1305" = mul nuw nsw i64 %".34", 0
  %".1306" = zext i32 %".1304" to i64
  %".1307" = mul nuw nsw i64 %".1306", 4
  %".1308" = add nuw nsw i64 %".1305", %".1307"
  %".1309" = getelementptr i8, ptr %".30", i64 %".1308"
  %".1310" = load <32 x i32>, ptr %".1309", align 4
  %".1311" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".1287", i32 0
  %".1312" = shufflevector <32 x i32> %".1311", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".1313" = icmp eq <32 x i32> %".1310", %".1312"
  %".1314" = bitcast <32 x i1> %".1313" to i32
  %".1315" = xor i32 %".1314", -1
  %".1316" = add nuw nsw i32 %"run.w2", 1
  %".1317" = icmp ne i32 %".1315", 0
  br i1 %".1317", label %"run.end.found", label %"run.end.next"
run.end.found:
  %".1319" = mul nuw nsw i32 %"run.w2", 32
  %".1320" = call i32 @"llvm.cttz.i32"(i32 %".1315", i1 1)
  %".1321" = add nuw nsw i32 %".1319", %".1320"
  br label %"run.end"
run.end:
  %"run.end.1" = phi  i32 [%".1300", %"run.end.here"], [%".13", %"run.end.next"], [%".1321", %"run.end.found"]
  %".1323" = sub i32 %"run.end.1", %".1286"
  %".1324" = icmp uge i32 %".1323", 8
  %".1325" = load i1, i1* %"runs"
  %".1326" = or i1 %".1325", %".1324"
  br i1 %".1326", label %"run.box", label %"step.each"
run.box:
  %".1328" = mul nuw nsw i32 %".15", %".19"
  %".1329" = udiv i32 %".1286", %".15"
  %".1330" = urem i32 %".1286", %".15"
  %".1331" = udiv i32 %".1286", %".1328"
  %".1332" = urem i32 %".1329", %".19"
  %".1333" = sub i32 %"run.end.1", %".1286"
  %".1334" = icmp ne i32 %".1330", 0
  %".1335" = icmp ult i32 %".1333", %".15"
  %".1336" = or i1 %".1334", %".1335"
  %".1337" = urem i32 %".1286", %".1328"
  %".1338" = icmp ne i32 %".1337", 0
  %".1339" = icmp ult i32 %".1333", %".1328"
  %".1340" = or i1 %".1338", %".1339"
  %".1341" = add nuw nsw i32 %".1329", 1
  %".1342" = mul nuw nsw i32 %".1341", %".15"
  %".1343" = icmp ult i32 %"run.end.1", %".1342"
  %".1344" = select  i1 %".1343", i32 %"run.end.1", i32 %".1342"
  %".1345" = udiv i32 %"run.end.1", %".15"
  %".1346" = mul nuw nsw i32 %".1345", %".15"
  %".1347" = add nuw nsw i32 %".1331", 1
  %".1348" = mul nuw nsw i32 %".1347", %".1328"
  %".1349" = icmp ult i32 %".1346", %".1348"
  %".1350" = select  i1 %".1349", i32 %".1346", i32 %".1348"
  %".1351" = udiv i32 %"run.end.1", %".1328"
  %".1352" = mul nuw nsw i32 %".1351", %".1328"
  %".1353" = select  i1 %".1340", i32 %".1350", i32 %".1352"
  %".1354" = select  i1 %".1336", i32 %".1344", i32 %".1353"
  %".1355" = sub i32 %".1354", %".1286"
  %".1356" = udiv i32 %".1355", %".15"
  %".1357" = select  i1 %".1336", i32 1, i32 %".1356"
  %".1358" = select  i1 %".1336", i32 %".1330", i32 0
  store i32 %".1358", i32* %"x.lo"
  %".1360" = sub i32 %".1354", %".1286"
  %".1361" = add i32 %".1330", %".1360"
  %".1362" = select  i1 %".1336", i32 %".1361", i32 %".15"
  store i32 %".1362", i32* %"x.hi"
  %".1364" = or i1 %".1336", %".1340"
  %".1365" = select  i1 %".1364", i32 %".1332", i32 0
  store i32 %".1365", i32* %"y.lo"
  %".1367" = add i32 %".1332", %".1357"
  %".1368" = select  i1 %".1364", i32 %".1367", i32 %".19"
  store i32 %".1368", i32* %"y.hi"
  store i32 %".1331", i32* %"z.lo"
  %".1371" = add i32 %".1331", 1
  %".1372" = udiv i32 %".1354", %".1328"
  %".1373" = select  i1 %".1364", i32 %".1371", i32 %".1372"
  store i32 %".1373", i32* %"z.hi"
  store i32 %".1354", i32* %"run.from"
  store i1 1, i1* %"runs"
  %".1377" = lshr i32 %".1287", 4
  %".1378" = getelementptr i8, ptr %".2", i64 192
  %".1379" = load ptr, ptr %".1378"
  %".1380" = getelementptr i8, ptr %".1", i64 60
  %".1381" = load i32, ptr %".1380", !range !1
  %".1382" = zext i32 %".1381" to i64
  %".1383" = add nuw nsw i64 %".1382", 16
  %".1384" = mul nuw nsw i64 %".1383", 64
  %".1385" = getelementptr i8, ptr %".1379", i64 %".1384"
  %".1386" = icmp eq i32 %".1377", 1
  br i1 %".1386", label %"run.box.if", label %"run.box.endif"
run.box.if:
  %".1388" = getelementptr i8, ptr %".1385", i64 8
  store i32 0, ptr %".1388", !tbaa !5
  br label %"run.box.endif"
run.box.endif:
  switch i32 %".1377", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1441", %"each.body.3.endif"]
  %".1394" = icmp slt i32 %"each.4", %".13"
  br i1 %".1394", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1396" = add i32 0, %"each.4"
  %".1397" = mul nuw nsw i64 %".34", 0
  %".1398" = zext i32 %".1396" to i64
  %".1399" = mul nuw nsw i64 %".1398", 4
  %".1400" = add nuw nsw i64 %".1397", %".1399"
  %".1401" = getelementptr i8, ptr %".30", i64 %".1400"
  %".1402" = load i32, ptr %".1401"
  %".1403" = and i32 %".1402", 15
  %".1404" = icmp eq i32 %".1403", 5
  br i1 %".1404", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1441" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1407" = mul nuw nsw i64 %".34", 0
  %".1408" = zext i32 %".1396" to i64
  %".1409" = mul nuw nsw i64 %".1408", 4
  %".1410" = add nuw nsw i64 %".1407", %".1409"
  %".1411" = getelementptr i8, ptr %".30", i64 %".1410"
  %".1412" = load i32, ptr %".1411"
  %".1413" = lshr i32 %".1412", 4
  %".1414" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1413", i32 %".1396")
  %".1415" = and i32 %".1414", 15
  %".1416" = icmp eq i32 %".1415", 5
  br i1 %".1416", label %"each.step", label %"each.stop"
each.stop:
  %".1418" = and i32 %".1414", 15
  %".1419" = load i32, i32* %"or"
  %".1420" = or i32 %".1419", %".1414"
  store i32 %".1420", i32* %"or"
  %".1422" = load i32, i32* %"and"
  %".1423" = and i32 %".1422", %".1414"
  store i32 %".1423", i32* %"and"
  %".1425" = load i32, i32* %"at.bar"
  %".1426" = icmp eq i32 %".1418", 2
  %".1427" = zext i1 %".1426" to i32
  %".1428" = add i32 %".1425", %".1427"
  store i32 %".1428", i32* %"at.bar"
  %".1430" = load i32, i32* %"exited"
  %".1431" = icmp eq i32 %".1418", 3
  %".1432" = zext i1 %".1431" to i32
  %".1433" = add i32 %".1430", %".1432"
  store i32 %".1433", i32* %"exited"
  %".1435" = load i32, i32* %"at.step"
  %".1436" = icmp eq i32 %".1418", 5
  %".1437" = zext i1 %".1436" to i32
  %".1438" = add i32 %".1435", %".1437"
  store i32 %".1438", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1452" = add nuw nsw i32 %".3", 1
  store i32 %".1452", i32* %"hi"
  %".1454" = add nuw nsw i32 %".1444", 32
  store i32 %".1454", i32* %"end"
  %".1456" = mul nuw nsw i64 %".34", 0
  %".1457" = zext i32 %".1444" to i64
  %".1458" = mul nuw nsw i64 %".1457", 4
  %".1459" = add nuw nsw i64 %".1456", %".1458"
  %".1460" = getelementptr i8, ptr %".30", i64 %".1459"
  %".1461" = load i32, ptr %".1460"
  %".1462" = lshr i32 %".1461", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1480", %"same.body.2"]
  %".1465" = icmp slt i32 %"same.3", 32
  br i1 %".1465", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1467" = add i32 %".1444", %"same.3"
  %".1468" = mul nuw nsw i64 %".34", 0
  %".1469" = zext i32 %".1467" to i64
  %".1470" = mul nuw nsw i64 %".1469", 4
  %".1471" = add nuw nsw i64 %".1468", %".1470"
  %".1472" = getelementptr i8, ptr %".30", i64 %".1471"
  %".1473" = load i32, ptr %".1472"
  %".1474" = lshr i32 %".1473", 4
  %".1475" = icmp eq i32 %".1474", %".1462"
  %".1476" = and i1 1, %".1475"
  %".1477" = load i1, i1* %"same"
  %".1478" = and i1 %".1477", %".1476"
  store i1 %".1478", i1* %"same"
  %".1480" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1482" = load i1, i1* %"same"
  br i1 %".1482", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1462", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1524", %"each.body.4.endif"]
  %".1486" = icmp slt i32 %"each.5", 32
  br i1 %".1486", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1488" = add i32 %".1444", %"each.5"
  %".1489" = shl i32 1, %"each.5"
  %".1490" = and i32 %".4", %".1489"
  %".1491" = icmp ne i32 %".1490", 0
  br i1 %".1491", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1493" = mul nuw nsw i64 %".34", 0
  %".1494" = zext i32 %".1488" to i64
  %".1495" = mul nuw nsw i64 %".1494", 4
  %".1496" = add nuw nsw i64 %".1493", %".1495"
  %".1497" = getelementptr i8, ptr %".30", i64 %".1496"
  %".1498" = load i32, ptr %".1497"
  %".1499" = lshr i32 %".1498", 4
  %".1500" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1499", i32 %".1488")
  %".1501" = and i32 %".1500", 15
  %".1502" = load i32, i32* %"or"
  %".1503" = or i32 %".1502", %".1500"
  store i32 %".1503", i32* %"or"
  %".1505" = load i32, i32* %"and"
  %".1506" = and i32 %".1505", %".1500"
  store i32 %".1506", i32* %"and"
  %".1508" = load i32, i32* %"at.bar"
  %".1509" = icmp eq i32 %".1501", 2
  %".1510" = zext i1 %".1509" to i32
  %".1511" = add i32 %".1508", %".1510"
  store i32 %".1511", i32* %"at.bar"
  %".1513" = load i32, i32* %"exited"
  %".1514" = icmp eq i32 %".1501", 3
  %".1515" = zext i1 %".1514" to i32
  %".1516" = add i32 %".1513", %".1515"
  store i32 %".1516", i32* %"exited"
  %".1518" = load i32, i32* %"at.step"
  %".1519" = icmp eq i32 %".1501", 5
  %".1520" = zext i1 %".1519" to i32
  %".1521" = add i32 %".1518", %".1520"
  store i32 %".1521", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1524" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !72, !align !73
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !23
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !74
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !75
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
  %".57" = mul i64 %".56", 64
  %".58" = add i64 %".57", 24
  %".59" = add i64 %".58", 1024
  %".60" = getelementptr i8, ptr %".4", i64 200
  %".61" = getelementptr i8, ptr %".4", i64 208
  %".62" = load i64, ptr %".61"
  %".63" = icmp ult i64 %".62", %".59"
  br i1 %".63", label %"entry.if", label %"entry.endif", !prof !76
entry.if:
  %".65" = load ptr, ptr %".60"
  call void @"free"(ptr %".65")
  %".67" = call ptr @"malloc"(i64 %".59")
  store ptr %".67", ptr %".60"
  store i64 %".59", ptr %".61"
  br label %"entry.endif"
entry.endif:
  %".71" = load ptr, ptr %".60"
  %".72" = getelementptr i8, ptr %".71", i64 512
  %".73" = getelementptr i8, ptr %"block", i64 192
  store ptr %".72", ptr %".73"
  %".75" = getelementptr i8, ptr %".32", i64 256
  %".76" = getelementptr i8, ptr %"block", i64 216
  store ptr %".75", ptr %".76"
  %".78" = mul i64 %".56", 4
  %".79" = getelementptr i8, ptr %".72", i64 %".78"
  %".80" = getelementptr i8, ptr %"block", i64 224
  store ptr %".79", ptr %".80"
  %"cx" = alloca [8 x i8], align 16
  %"cy" = alloca [8 x i8], align 16
  %"cz" = alloca [8 x i8], align 16
  %".82" = udiv i64 %".2", %".21"
  %".83" = urem i64 %".2", %".21"
  %".84" = urem i64 %".82", %".24"
  %".85" = udiv i64 %".82", %".24"
  store i64 %".83", ptr %"cx"
  store i64 %".84", ptr %"cy"
  store i64 %".85", ptr %"cz"
  br label %"blk.head"
blk.head:
  %"blk" = phi  i64 [%".2", %"entry.endif"], [%".133", %"blk.run"]
  %".90" = icmp slt i64 %"blk", %".3"
  br i1 %".90", label %"blk.body", label %"blk.end"
blk.body:
  %".92" = getelementptr i8, ptr %".1", i64 56
  %".93" = load atomic i32, ptr %".92" monotonic, align 4
  %".94" = icmp ne i32 %".93", 0
  br i1 %".94", label %"blk.stop", label %"blk.run"
blk.end:
  %".135" = getelementptr i8, ptr %"block", i64 176
  br label %"frames.loop.1"
blk.run:
  %".108" = load i64, ptr %"cx"
  %".109" = load i64, ptr %"cy"
  %".110" = load i64, ptr %"cz"
  %".111" = trunc i64 %".108" to i32
  %".112" = getelementptr i8, ptr %"block", i64 0
  store i32 %".111", ptr %".112"
  %".114" = trunc i64 %".109" to i32
  %".115" = getelementptr i8, ptr %"block", i64 4
  store i32 %".114", ptr %".115"
  %".117" = trunc i64 %".110" to i32
  %".118" = getelementptr i8, ptr %"block", i64 8
  store i32 %".117", ptr %".118"
  %".120" = add i64 %".108", 1
  %".121" = icmp uge i64 %".120", %".21"
  %".122" = add i64 %".109", 1
  %".123" = select  i1 %".121", i64 %".122", i64 %".109"
  %".124" = icmp uge i64 %".123", %".24"
  %".125" = select  i1 %".121", i64 0, i64 %".120"
  store i64 %".125", ptr %"cx"
  %".127" = select  i1 %".124", i64 0, i64 %".123"
  store i64 %".127", ptr %"cy"
  %".129" = add i64 %".110", 1
  %".130" = select  i1 %".124", i64 %".129", i64 %".110"
  store i64 %".130", ptr %"cz"
  call void @"__zk_blocks_k"(ptr %"launch", ptr %"block")
  %".133" = add i64 %"blk", 1
  br label %"blk.head"
blk.stop:
  %".96" = getelementptr i8, ptr %"block", i64 176
  br label %"frames.loop"
frames.loop:
  %".98" = load ptr, ptr %".96"
  %".99" = ptrtoint ptr %".98" to i64
  %".100" = icmp eq i64 %".99", 0
  br i1 %".100", label %"frames.done", label %"frames.free"
frames.free:
  %".102" = getelementptr i8, ptr %".98", i64 0
  %".103" = load ptr, ptr %".102"
  store ptr %".103", ptr %".96"
  call void @"free"(ptr %".98")
  br label %"frames.loop"
frames.done:
  ret i32 1
frames.loop.1:
  %".137" = load ptr, ptr %".135"
  %".138" = ptrtoint ptr %".137" to i64
  %".139" = icmp eq i64 %".138", 0
  br i1 %".139", label %"frames.done.1", label %"frames.free.1"
frames.free.1:
  %".141" = getelementptr i8, ptr %".137", i64 0
  %".142" = load ptr, ptr %".141"
  store ptr %".142", ptr %".135"
  call void @"free"(ptr %".137")
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
!3 = !{ !"zluda runtime memory" }
!4 = !{ !"region scalar slot", !3, i64 0 }
!5 = !{ !4, !4, i64 0 }
!6 = !{ i32 -2147482624, i32 2147482624 }
!7 = !{ !"zluda regions" }
!8 = distinct !{!8, !"zluda regions"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = !{ !9 }
!14 = !{ !10 }
!15 = !{ !11 }
!16 = !{ !12 }
!17 = !{ !10, !11, !12 }
!18 = !{ !9, !11, !12 }
!19 = !{ !9, !10, !12 }
!20 = !{ !9, !10, !11 }
!21 = !{ !9, !10, !11, !12 }
!22 = distinct !{}
!23 = !{ i32 1, i32 65 }
!24 = !{ !"llvm.loop.unroll.disable" }
!25 = distinct !{!25, !24}
!26 = distinct !{!26, !24}
!27 = !{ !"llvm.loop.interleave.count", i32 1 }
!28 = !{ !"llvm.loop.parallel_accesses", !22 }
!29 = distinct !{!29, !28, !27, !24}
!30 = !{ !"region thread state", !3, i64 0 }
!31 = !{ !30, !30, i64 0 }
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !24}
!34 = distinct !{!34, !28, !27, !24}
!35 = distinct !{!35, !24}
!36 = distinct !{!36, !28, !27, !24}
!37 = distinct !{!37, !24}
!38 = distinct !{!38, !28, !27, !24}
!39 = distinct !{!39, !24}
!40 = distinct !{!40, !28, !27, !24}
!41 = distinct !{!41, !24}
!42 = distinct !{!42, !28, !27, !24}
!43 = distinct !{!43, !24}
!44 = distinct !{!44, !28, !27, !24}
!45 = distinct !{!45, !24}
!46 = distinct !{!46, !24}
!47 = distinct !{!47, !28, !27, !24}
!48 = distinct !{!48, !24}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !28, !27, !24}
!51 = distinct !{!51, !24}
!52 = distinct !{!52, !24}
!53 = distinct !{!53, !28, !27, !24}
!54 = distinct !{!54, !24}
!55 = distinct !{!55, !24}
!56 = distinct !{!56, !28, !27, !24}
!57 = distinct !{!57, !24}
!58 = distinct !{!58, !24}
!59 = distinct !{!59, !28, !27, !24}
!60 = distinct !{!60, !24}
!61 = distinct !{!61, !24}
!62 = distinct !{!62, !28, !27, !24}
!63 = distinct !{!63, !24}
!64 = distinct !{!64, !24}
!65 = distinct !{!65, !28, !27, !24}
!66 = distinct !{!66, !24}
!67 = distinct !{!67, !24}
!68 = distinct !{!68, !28, !27, !24}
!69 = distinct !{!69, !24}
!70 = distinct !{!70, !24}
!71 = distinct !{!71, !28, !27, !24}
!72 = !{ i64 20 }
!73 = !{ i64 16 }
!74 = !{ i32 1, i32 -2147483648 }
!75 = !{ i32 1, i32 65536 }
!76 = !{ !"branch_weights", i32 1, i32 99 }