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
  %".21" = load i32, ptr %".20", !range !23
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
  %".1436" = load i32, i32* %"or"
  %".1437" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1436", ptr %".1437"
  %".1439" = load i32, i32* %"and"
  %".1440" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1439", ptr %".1440"
  %".1442" = load i32, i32* %"at.bar"
  %".1443" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1442", ptr %".1443"
  %".1445" = load i32, i32* %"exited"
  %".1446" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1445", ptr %".1446"
  %".1448" = load i32, i32* %"at.step"
  %".1449" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1448", ptr %".1449"
  ret void
start:
  br label %"block0"
warp:
  %".1353" = mul nuw nsw i32 %".3", 32
  %".1354" = icmp eq i32 %".4", -1
  %".1355" = add i32 %".1353", 32
  %".1356" = icmp ule i32 %".1355", %".13"
  %".1357" = and i1 %".1354", %".1356"
  %".1358" = and i1 %".1357", %".32"
  br i1 %".1358", label %"warp.check", label %"warp.each"
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
  br label %"tz.head", !llvm.loop !25
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
  store i32 %".52", ptr %".57", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head", !llvm.loop !29
tx.end:
  %".83" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !26
each:
  br label %"each.head"
known:
  %".91" = lshr i32 %".4", 4
  switch i32 %".91", label %"scan" [i32 10, label %"block10"]
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
block10:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block10"], [%".144", %"ty.end.1"]
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
  br label %"tz.head.1", !llvm.loop !32
tx.head.1:
  %"tx.1" = phi  i32 [%".102", %"ty.body.1"], [%".140", %"tx.body.1"]
  %".105" = icmp slt i32 %"tx.1", %".103"
  br i1 %".105", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".107" = add nuw nsw i32 %"tx.1", %".101"
  %".108" = mul nuw nsw i32 %".107", 32
  %".109" = zext i32 %".108" to i64
  %".110" = getelementptr i8, ptr %".23", i64 %".109"
  %".111" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".110", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 10, i32 %".107", i32 %".13")
  %".112" = mul nuw nsw i64 %".29", 0
  %".113" = zext i32 %".107" to i64
  %".114" = mul nuw nsw i64 %".113", 4
  %".115" = add nuw nsw i64 %".112", %".114"
  %".116" = getelementptr i8, ptr %".25", i64 %".115"
  store i32 %".111", ptr %".116", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head.1", !llvm.loop !34
tx.end.1:
  %".142" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !33
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
  switch i32 %".153", label %"each" [i32 10, label %"block10"]
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
  switch i32 %".236", label %"all.at.warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
lanes4:
  %".238" = load i32, i32* %"lo"
  %".239" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".238", %"lanes4"], [%".283", %"lane.end"]
  %".241" = icmp slt i32 %"warp.1", %".239"
  br i1 %".241", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".243" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".243")
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
  %".252" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".251", i32 %".248", i32 0, i32 0, i32 9, i32 %".248", i32 %".13")
  %".253" = mul nuw nsw i64 %".29", 0
  %".254" = zext i32 %".248" to i64
  %".255" = mul nuw nsw i64 %".254", 4
  %".256" = add nuw nsw i64 %".253", %".255"
  %".257" = getelementptr i8, ptr %".25", i64 %".256"
  store i32 %".252", ptr %".257", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".283" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
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
lanes5:
  %".330" = load i32, i32* %"lo"
  %".331" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".330", %"lanes5"], [%".374", %"lane.end.1"]
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
  %".343" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".342", i32 %".339", i32 0, i32 0, i32 5, i32 %".339", i32 %".13")
  %".344" = mul nuw nsw i64 %".29", 0
  %".345" = zext i32 %".339" to i64
  %".346" = mul nuw nsw i64 %".345", 4
  %".347" = add nuw nsw i64 %".344", %".346"
  %".348" = getelementptr i8, ptr %".25", i64 %".347"
  store i32 %".343", ptr %".348", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".374" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".379" = load i32, i32* %"lo"
  %".380" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".379", %"lanes6"], [%".423", %"lane.end.2"]
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
  %".392" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".391", i32 %".388", i32 0, i32 0, i32 6, i32 %".388", i32 %".13")
  %".393" = mul nuw nsw i64 %".29", 0
  %".394" = zext i32 %".388" to i64
  %".395" = mul nuw nsw i64 %".394", 4
  %".396" = add nuw nsw i64 %".393", %".395"
  %".397" = getelementptr i8, ptr %".25", i64 %".396"
  store i32 %".392", ptr %".397", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".423" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".428" = load i32, i32* %"lo"
  %".429" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".428", %"lanes7"], [%".472", %"lane.end.3"]
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
  %".441" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".440", i32 %".437", i32 0, i32 0, i32 7, i32 %".437", i32 %".13")
  %".442" = mul nuw nsw i64 %".29", 0
  %".443" = zext i32 %".437" to i64
  %".444" = mul nuw nsw i64 %".443", 4
  %".445" = add nuw nsw i64 %".442", %".444"
  %".446" = getelementptr i8, ptr %".25", i64 %".445"
  store i32 %".441", ptr %".446", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".472" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".477" = load i32, i32* %"lo"
  %".478" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".477", %"lanes8"], [%".521", %"lane.end.4"]
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
  %".490" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".489", i32 %".486", i32 0, i32 0, i32 8, i32 %".486", i32 %".13")
  %".491" = mul nuw nsw i64 %".29", 0
  %".492" = zext i32 %".486" to i64
  %".493" = mul nuw nsw i64 %".492", 4
  %".494" = add nuw nsw i64 %".491", %".493"
  %".495" = getelementptr i8, ptr %".25", i64 %".494"
  store i32 %".490", ptr %".495", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".521" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
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
  %".568" = getelementptr i8, ptr %".2", i64 192
  %".569" = load ptr, ptr %".568"
  %".570" = getelementptr i8, ptr %".1", i64 60
  %".571" = load i32, ptr %".570", !range !1
  %".572" = zext i32 %".571" to i64
  %".573" = add nuw nsw i64 %".572", 16
  %".574" = mul nuw nsw i64 %".573", 64
  %".575" = getelementptr i8, ptr %".569", i64 %".574"
  switch i32 %".567", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1107" = mul nuw nsw i64 %".29", 0
  %".1108" = zext i32 0 to i64
  %".1109" = mul nuw nsw i64 %".1108", 4
  %".1110" = add nuw nsw i64 %".1107", %".1109"
  %".1111" = getelementptr i8, ptr %".25", i64 %".1110"
  %".1112" = load i32, ptr %".1111"
  %".1113" = lshr i32 %".1112", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".567", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok:
  switch i32 %".567", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1:
  %".577" = getelementptr i8, ptr %".575", i64 8
  store i32 0, ptr %".577", !tbaa !5
  %".579" = mul nuw nsw i64 %".573", 32
  %".580" = getelementptr i8, ptr %".569", i64 %".579"
  %".581" = load i32, ptr %".580"
  %".582" = sub i32 %".581", -2147482624
  %".583" = icmp ult i32 %".582", 4294965248
  store i1 %".583", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".596", %"affine.body"]
  %".586" = icmp slt i32 %"affine", %".13"
  br i1 %".586", label %"affine.body", label %"affine.end"
affine.body:
  %".588" = zext i32 %"affine" to i64
  %".589" = getelementptr i32, ptr %".580", i64 %".588"
  %".590" = load i32, ptr %".589"
  %".591" = load i1, i1* %"same"
  %".592" = add i32 %"affine", %".581"
  %".593" = icmp eq i32 %".590", %".592"
  %".594" = and i1 %".591", %".593"
  store i1 %".594", i1* %"same"
  %".596" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".598" = load i1, i1* %"same"
  br i1 %".598", label %"affine1.32", label %"steps.plain"
affine1.32:
  %".600" = getelementptr i8, ptr %".575", i64 0
  store i32 %".581", ptr %".600", !tbaa !5
  store i32 1, ptr %".577", !tbaa !5
  br label %"affine.ok"
affine2:
  %".604" = getelementptr i8, ptr %".575", i64 8
  %".605" = load i32, ptr %".604", !tbaa !5
  %".606" = icmp ne i32 %".605", 0
  br i1 %".606", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".608" = mul nuw nsw i64 %".573", 32
  %".609" = getelementptr i8, ptr %".569", i64 %".608"
  %".610" = load i32, ptr %".609"
  %".611" = sub i32 %".610", -2147482624
  %".612" = icmp ult i32 %".611", 4294965248
  store i1 %".612", i1* %"same"
  %".614" = load i1, i1* %"same"
  br i1 %".614", label %"affine2.32", label %"steps.plain"
affine2.32:
  %".616" = getelementptr i8, ptr %".575", i64 16
  store i32 %".610", ptr %".616", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".671", %"ty.end.2"]
  %".621" = icmp slt i32 %"tz.2", %".21"
  br i1 %".621", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".669", %"tx.end.2"]
  %".624" = icmp slt i32 %"ty.2", %".19"
  br i1 %".624", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".626" = mul nuw nsw i32 %".19", %"tz.2"
  %".627" = add nuw nsw i32 %"ty.2", %".626"
  %".628" = mul nuw nsw i32 %".15", %".627"
  %".629" = load i32, i32* %"x.lo"
  %".630" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".671" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".629", %"ty.body.2"], [%".667", %"tx.body.2"]
  %".632" = icmp slt i32 %"tx.2", %".630"
  br i1 %".632", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".634" = add nuw nsw i32 %"tx.2", %".628"
  %".635" = mul nuw nsw i32 %".634", 32
  %".636" = zext i32 %".635" to i64
  %".637" = getelementptr i8, ptr %".23", i64 %".636"
  %".638" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".637", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".634", i32 %".13")
  %".639" = mul nuw nsw i64 %".29", 0
  %".640" = zext i32 %".634" to i64
  %".641" = mul nuw nsw i64 %".640", 4
  %".642" = add nuw nsw i64 %".639", %".641"
  %".643" = getelementptr i8, ptr %".25", i64 %".642"
  store i32 %".638", ptr %".643", !llvm.access.group !22, !tbaa !31
  %".645" = and i32 %".638", 15
  %".646" = load i32, i32* %"or"
  %".647" = or i32 %".646", %".638"
  store i32 %".647", i32* %"or"
  %".649" = load i32, i32* %"and"
  %".650" = and i32 %".649", %".638"
  store i32 %".650", i32* %"and"
  %".652" = load i32, i32* %"at.bar"
  %".653" = icmp eq i32 %".645", 2
  %".654" = zext i1 %".653" to i32
  %".655" = add i32 %".652", %".654"
  store i32 %".655", i32* %"at.bar"
  %".657" = load i32, i32* %"exited"
  %".658" = icmp eq i32 %".645", 3
  %".659" = zext i1 %".658" to i32
  %".660" = add i32 %".657", %".659"
  store i32 %".660", i32* %"exited"
  %".662" = load i32, i32* %"at.step"
  %".663" = icmp eq i32 %".645", 5
  %".664" = zext i1 %".663" to i32
  %".665" = add i32 %".662", %".664"
  store i32 %".665", i32* %"at.step"
  %".667" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".669" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".725", %"ty.end.3"]
  %".675" = icmp slt i32 %"tz.3", %".21"
  br i1 %".675", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".723", %"tx.end.3"]
  %".678" = icmp slt i32 %"ty.3", %".19"
  br i1 %".678", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".680" = mul nuw nsw i32 %".19", %"tz.3"
  %".681" = add nuw nsw i32 %"ty.3", %".680"
  %".682" = mul nuw nsw i32 %".15", %".681"
  %".683" = load i32, i32* %"x.lo"
  %".684" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".725" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".683", %"ty.body.3"], [%".721", %"tx.body.3"]
  %".686" = icmp slt i32 %"tx.3", %".684"
  br i1 %".686", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".688" = add nuw nsw i32 %"tx.3", %".682"
  %".689" = mul nuw nsw i32 %".688", 32
  %".690" = zext i32 %".689" to i64
  %".691" = getelementptr i8, ptr %".23", i64 %".690"
  %".692" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".691", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".688", i32 %".13")
  %".693" = mul nuw nsw i64 %".29", 0
  %".694" = zext i32 %".688" to i64
  %".695" = mul nuw nsw i64 %".694", 4
  %".696" = add nuw nsw i64 %".693", %".695"
  %".697" = getelementptr i8, ptr %".25", i64 %".696"
  store i32 %".692", ptr %".697", !llvm.access.group !22, !tbaa !31
  %".699" = and i32 %".692", 15
  %".700" = load i32, i32* %"or"
  %".701" = or i32 %".700", %".692"
  store i32 %".701", i32* %"or"
  %".703" = load i32, i32* %"and"
  %".704" = and i32 %".703", %".692"
  store i32 %".704", i32* %"and"
  %".706" = load i32, i32* %"at.bar"
  %".707" = icmp eq i32 %".699", 2
  %".708" = zext i1 %".707" to i32
  %".709" = add i32 %".706", %".708"
  store i32 %".709", i32* %"at.bar"
  %".711" = load i32, i32* %"exited"
  %".712" = icmp eq i32 %".699", 3
  %".713" = zext i1 %".712" to i32
  %".714" = add i32 %".711", %".713"
  store i32 %".714", i32* %"exited"
  %".716" = load i32, i32* %"at.step"
  %".717" = icmp eq i32 %".699", 5
  %".718" = zext i1 %".717" to i32
  %".719" = add i32 %".716", %".718"
  store i32 %".719", i32* %"at.step"
  %".721" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".723" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".779", %"ty.end.4"]
  %".729" = icmp slt i32 %"tz.4", %".21"
  br i1 %".729", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".777", %"tx.end.4"]
  %".732" = icmp slt i32 %"ty.4", %".19"
  br i1 %".732", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".734" = mul nuw nsw i32 %".19", %"tz.4"
  %".735" = add nuw nsw i32 %"ty.4", %".734"
  %".736" = mul nuw nsw i32 %".15", %".735"
  %".737" = load i32, i32* %"x.lo"
  %".738" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".779" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".737", %"ty.body.4"], [%".775", %"tx.body.4"]
  %".740" = icmp slt i32 %"tx.4", %".738"
  br i1 %".740", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".742" = add nuw nsw i32 %"tx.4", %".736"
  %".743" = mul nuw nsw i32 %".742", 32
  %".744" = zext i32 %".743" to i64
  %".745" = getelementptr i8, ptr %".23", i64 %".744"
  %".746" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".745", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".742", i32 %".13")
  %".747" = mul nuw nsw i64 %".29", 0
  %".748" = zext i32 %".742" to i64
  %".749" = mul nuw nsw i64 %".748", 4
  %".750" = add nuw nsw i64 %".747", %".749"
  %".751" = getelementptr i8, ptr %".25", i64 %".750"
  store i32 %".746", ptr %".751", !llvm.access.group !22, !tbaa !31
  %".753" = and i32 %".746", 15
  %".754" = load i32, i32* %"or"
  %".755" = or i32 %".754", %".746"
  store i32 %".755", i32* %"or"
  %".757" = load i32, i32* %"and"
  %".758" = and i32 %".757", %".746"
  store i32 %".758", i32* %"and"
  %".760" = load i32, i32* %"at.bar"
  %".761" = icmp eq i32 %".753", 2
  %".762" = zext i1 %".761" to i32
  %".763" = add i32 %".760", %".762"
  store i32 %".763", i32* %"at.bar"
  %".765" = load i32, i32* %"exited"
  %".766" = icmp eq i32 %".753", 3
  %".767" = zext i1 %".766" to i32
  %".768" = add i32 %".765", %".767"
  store i32 %".768", i32* %"exited"
  %".770" = load i32, i32* %"at.step"
  %".771" = icmp eq i32 %".753", 5
  %".772" = zext i1 %".771" to i32
  %".773" = add i32 %".770", %".772"
  store i32 %".773", i32* %"at.step"
  %".775" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".777" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block9:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block9"], [%".833", %"ty.end.5"]
  %".783" = icmp slt i32 %"tz.5", %".21"
  br i1 %".783", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".831", %"tx.end.5"]
  %".786" = icmp slt i32 %"ty.5", %".19"
  br i1 %".786", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".788" = mul nuw nsw i32 %".19", %"tz.5"
  %".789" = add nuw nsw i32 %"ty.5", %".788"
  %".790" = mul nuw nsw i32 %".15", %".789"
  %".791" = load i32, i32* %"x.lo"
  %".792" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".833" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".791", %"ty.body.5"], [%".829", %"tx.body.5"]
  %".794" = icmp slt i32 %"tx.5", %".792"
  br i1 %".794", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".796" = add nuw nsw i32 %"tx.5", %".790"
  %".797" = mul nuw nsw i32 %".796", 32
  %".798" = zext i32 %".797" to i64
  %".799" = getelementptr i8, ptr %".23", i64 %".798"
  %".800" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".799", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 9, i32 %".796", i32 %".13")
  %".801" = mul nuw nsw i64 %".29", 0
  %".802" = zext i32 %".796" to i64
  %".803" = mul nuw nsw i64 %".802", 4
  %".804" = add nuw nsw i64 %".801", %".803"
  %".805" = getelementptr i8, ptr %".25", i64 %".804"
  store i32 %".800", ptr %".805", !llvm.access.group !22, !tbaa !31
  %".807" = and i32 %".800", 15
  %".808" = load i32, i32* %"or"
  %".809" = or i32 %".808", %".800"
  store i32 %".809", i32* %"or"
  %".811" = load i32, i32* %"and"
  %".812" = and i32 %".811", %".800"
  store i32 %".812", i32* %"and"
  %".814" = load i32, i32* %"at.bar"
  %".815" = icmp eq i32 %".807", 2
  %".816" = zext i1 %".815" to i32
  %".817" = add i32 %".814", %".816"
  store i32 %".817", i32* %"at.bar"
  %".819" = load i32, i32* %"exited"
  %".820" = icmp eq i32 %".807", 3
  %".821" = zext i1 %".820" to i32
  %".822" = add i32 %".819", %".821"
  store i32 %".822", i32* %"exited"
  %".824" = load i32, i32* %"at.step"
  %".825" = icmp eq i32 %".807", 5
  %".826" = zext i1 %".825" to i32
  %".827" = add i32 %".824", %".826"
  store i32 %".827", i32* %"at.step"
  %".829" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".831" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".887", %"ty.end.6"]
  %".837" = icmp slt i32 %"tz.6", %".21"
  br i1 %".837", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".885", %"tx.end.6"]
  %".840" = icmp slt i32 %"ty.6", %".19"
  br i1 %".840", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".842" = mul nuw nsw i32 %".19", %"tz.6"
  %".843" = add nuw nsw i32 %"ty.6", %".842"
  %".844" = mul nuw nsw i32 %".15", %".843"
  %".845" = load i32, i32* %"x.lo"
  %".846" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".887" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".845", %"ty.body.6"], [%".883", %"tx.body.6"]
  %".848" = icmp slt i32 %"tx.6", %".846"
  br i1 %".848", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".850" = add nuw nsw i32 %"tx.6", %".844"
  %".851" = mul nuw nsw i32 %".850", 32
  %".852" = zext i32 %".851" to i64
  %".853" = getelementptr i8, ptr %".23", i64 %".852"
  %".854" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".853", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".850", i32 %".13")
  %".855" = mul nuw nsw i64 %".29", 0
  %".856" = zext i32 %".850" to i64
  %".857" = mul nuw nsw i64 %".856", 4
  %".858" = add nuw nsw i64 %".855", %".857"
  %".859" = getelementptr i8, ptr %".25", i64 %".858"
  store i32 %".854", ptr %".859", !llvm.access.group !22, !tbaa !31
  %".861" = and i32 %".854", 15
  %".862" = load i32, i32* %"or"
  %".863" = or i32 %".862", %".854"
  store i32 %".863", i32* %"or"
  %".865" = load i32, i32* %"and"
  %".866" = and i32 %".865", %".854"
  store i32 %".866", i32* %"and"
  %".868" = load i32, i32* %"at.bar"
  %".869" = icmp eq i32 %".861", 2
  %".870" = zext i1 %".869" to i32
  %".871" = add i32 %".868", %".870"
  store i32 %".871", i32* %"at.bar"
  %".873" = load i32, i32* %"exited"
  %".874" = icmp eq i32 %".861", 3
  %".875" = zext i1 %".874" to i32
  %".876" = add i32 %".873", %".875"
  store i32 %".876", i32* %"exited"
  %".878" = load i32, i32* %"at.step"
  %".879" = icmp eq i32 %".861", 5
  %".880" = zext i1 %".879" to i32
  %".881" = add i32 %".878", %".880"
  store i32 %".881", i32* %"at.step"
  %".883" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".885" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".941", %"ty.end.7"]
  %".891" = icmp slt i32 %"tz.7", %".21"
  br i1 %".891", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".939", %"tx.end.7"]
  %".894" = icmp slt i32 %"ty.7", %".19"
  br i1 %".894", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".896" = mul nuw nsw i32 %".19", %"tz.7"
  %".897" = add nuw nsw i32 %"ty.7", %".896"
  %".898" = mul nuw nsw i32 %".15", %".897"
  %".899" = load i32, i32* %"x.lo"
  %".900" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".941" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".899", %"ty.body.7"], [%".937", %"tx.body.7"]
  %".902" = icmp slt i32 %"tx.7", %".900"
  br i1 %".902", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".904" = add nuw nsw i32 %"tx.7", %".898"
  %".905" = mul nuw nsw i32 %".904", 32
  %".906" = zext i32 %".905" to i64
  %".907" = getelementptr i8, ptr %".23", i64 %".906"
  %".908" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".907", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".904", i32 %".13")
  %".909" = mul nuw nsw i64 %".29", 0
  %".910" = zext i32 %".904" to i64
  %".911" = mul nuw nsw i64 %".910", 4
  %".912" = add nuw nsw i64 %".909", %".911"
  %".913" = getelementptr i8, ptr %".25", i64 %".912"
  store i32 %".908", ptr %".913", !llvm.access.group !22, !tbaa !31
  %".915" = and i32 %".908", 15
  %".916" = load i32, i32* %"or"
  %".917" = or i32 %".916", %".908"
  store i32 %".917", i32* %"or"
  %".919" = load i32, i32* %"and"
  %".920" = and i32 %".919", %".908"
  store i32 %".920", i32* %"and"
  %".922" = load i32, i32* %"at.bar"
  %".923" = icmp eq i32 %".915", 2
  %".924" = zext i1 %".923" to i32
  %".925" = add i32 %".922", %".924"
  store i32 %".925", i32* %"at.bar"
  %".927" = load i32, i32* %"exited"
  %".928" = icmp eq i32 %".915", 3
  %".929" = zext i1 %".928" to i32
  %".930" = add i32 %".927", %".929"
  store i32 %".930", i32* %"exited"
  %".932" = load i32, i32* %"at.step"
  %".933" = icmp eq i32 %".915", 5
  %".934" = zext i1 %".933" to i32
  %".935" = add i32 %".932", %".934"
  store i32 %".935", i32* %"at.step"
  %".937" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".939" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block13:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block13"], [%".995", %"ty.end.8"]
  %".945" = icmp slt i32 %"tz.8", %".21"
  br i1 %".945", label %"tz.body.8", label %"tz.end.8"
tz.body.8:
  br label %"ty.head.8"
tz.end.8:
  br label %"done"
ty.head.8:
  %"ty.8" = phi  i32 [0, %"tz.body.8"], [%".993", %"tx.end.8"]
  %".948" = icmp slt i32 %"ty.8", %".19"
  br i1 %".948", label %"ty.body.8", label %"ty.end.8"
ty.body.8:
  %".950" = mul nuw nsw i32 %".19", %"tz.8"
  %".951" = add nuw nsw i32 %"ty.8", %".950"
  %".952" = mul nuw nsw i32 %".15", %".951"
  %".953" = load i32, i32* %"x.lo"
  %".954" = load i32, i32* %"x.hi"
  br label %"tx.head.8"
ty.end.8:
  %".995" = add i32 %"tz.8", 1
  br label %"tz.head.8", !llvm.loop !63
tx.head.8:
  %"tx.8" = phi  i32 [%".953", %"ty.body.8"], [%".991", %"tx.body.8"]
  %".956" = icmp slt i32 %"tx.8", %".954"
  br i1 %".956", label %"tx.body.8", label %"tx.end.8"
tx.body.8:
  %".958" = add nuw nsw i32 %"tx.8", %".952"
  %".959" = mul nuw nsw i32 %".958", 32
  %".960" = zext i32 %".959" to i64
  %".961" = getelementptr i8, ptr %".23", i64 %".960"
  %".962" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".961", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 13, i32 %".958", i32 %".13")
  %".963" = mul nuw nsw i64 %".29", 0
  %".964" = zext i32 %".958" to i64
  %".965" = mul nuw nsw i64 %".964", 4
  %".966" = add nuw nsw i64 %".963", %".965"
  %".967" = getelementptr i8, ptr %".25", i64 %".966"
  store i32 %".962", ptr %".967", !llvm.access.group !22, !tbaa !31
  %".969" = and i32 %".962", 15
  %".970" = load i32, i32* %"or"
  %".971" = or i32 %".970", %".962"
  store i32 %".971", i32* %"or"
  %".973" = load i32, i32* %"and"
  %".974" = and i32 %".973", %".962"
  store i32 %".974", i32* %"and"
  %".976" = load i32, i32* %"at.bar"
  %".977" = icmp eq i32 %".969", 2
  %".978" = zext i1 %".977" to i32
  %".979" = add i32 %".976", %".978"
  store i32 %".979", i32* %"at.bar"
  %".981" = load i32, i32* %"exited"
  %".982" = icmp eq i32 %".969", 3
  %".983" = zext i1 %".982" to i32
  %".984" = add i32 %".981", %".983"
  store i32 %".984", i32* %"exited"
  %".986" = load i32, i32* %"at.step"
  %".987" = icmp eq i32 %".969", 5
  %".988" = zext i1 %".987" to i32
  %".989" = add i32 %".986", %".988"
  store i32 %".989", i32* %"at.step"
  %".991" = add i32 %"tx.8", 1
  br label %"tx.head.8", !llvm.loop !65
tx.end.8:
  %".993" = add i32 %"ty.8", 1
  br label %"ty.head.8", !llvm.loop !64
block1.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block1.1"], [%".1050", %"ty.end.9"]
  %".1000" = icmp slt i32 %"tz.9", %".21"
  br i1 %".1000", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1048", %"tx.end.9"]
  %".1003" = icmp slt i32 %"ty.9", %".19"
  br i1 %".1003", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1005" = mul nuw nsw i32 %".19", %"tz.9"
  %".1006" = add nuw nsw i32 %"ty.9", %".1005"
  %".1007" = mul nuw nsw i32 %".15", %".1006"
  %".1008" = load i32, i32* %"x.lo"
  %".1009" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1050" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1008", %"ty.body.9"], [%".1046", %"tx.body.9"]
  %".1011" = icmp slt i32 %"tx.9", %".1009"
  br i1 %".1011", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1013" = add nuw nsw i32 %"tx.9", %".1007"
  %".1014" = mul nuw nsw i32 %".1013", 32
  %".1015" = zext i32 %".1014" to i64
  %".1016" = getelementptr i8, ptr %".23", i64 %".1015"
  %".1017" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1016", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 1, i32 %".1013", i32 %".13")
  %".1018" = mul nuw nsw i64 %".29", 0
  %".1019" = zext i32 %".1013" to i64
  %".1020" = mul nuw nsw i64 %".1019", 4
  %".1021" = add nuw nsw i64 %".1018", %".1020"
  %".1022" = getelementptr i8, ptr %".25", i64 %".1021"
  store i32 %".1017", ptr %".1022", !llvm.access.group !22, !tbaa !31
  %".1024" = and i32 %".1017", 15
  %".1025" = load i32, i32* %"or"
  %".1026" = or i32 %".1025", %".1017"
  store i32 %".1026", i32* %"or"
  %".1028" = load i32, i32* %"and"
  %".1029" = and i32 %".1028", %".1017"
  store i32 %".1029", i32* %"and"
  %".1031" = load i32, i32* %"at.bar"
  %".1032" = icmp eq i32 %".1024", 2
  %".1033" = zext i1 %".1032" to i32
  %".1034" = add i32 %".1031", %".1033"
  store i32 %".1034", i32* %"at.bar"
  %".1036" = load i32, i32* %"exited"
  %".1037" = icmp eq i32 %".1024", 3
  %".1038" = zext i1 %".1037" to i32
  %".1039" = add i32 %".1036", %".1038"
  store i32 %".1039", i32* %"exited"
  %".1041" = load i32, i32* %"at.step"
  %".1042" = icmp eq i32 %".1024", 5
  %".1043" = zext i1 %".1042" to i32
  %".1044" = add i32 %".1041", %".1043"
  store i32 %".1044", i32* %"at.step"
  %".1046" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1048" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
block2.1:
  br label %"tz.head.10"
tz.head.10:
  %"tz.10" = phi  i32 [0, %"block2.1"], [%".1104", %"ty.end.10"]
  %".1054" = icmp slt i32 %"tz.10", %".21"
  br i1 %".1054", label %"tz.body.10", label %"tz.end.10"
tz.body.10:
  br label %"ty.head.10"
tz.end.10:
  br label %"done"
ty.head.10:
  %"ty.10" = phi  i32 [0, %"tz.body.10"], [%".1102", %"tx.end.10"]
  %".1057" = icmp slt i32 %"ty.10", %".19"
  br i1 %".1057", label %"ty.body.10", label %"ty.end.10"
ty.body.10:
  %".1059" = mul nuw nsw i32 %".19", %"tz.10"
  %".1060" = add nuw nsw i32 %"ty.10", %".1059"
  %".1061" = mul nuw nsw i32 %".15", %".1060"
  %".1062" = load i32, i32* %"x.lo"
  %".1063" = load i32, i32* %"x.hi"
  br label %"tx.head.10"
ty.end.10:
  %".1104" = add i32 %"tz.10", 1
  br label %"tz.head.10", !llvm.loop !69
tx.head.10:
  %"tx.10" = phi  i32 [%".1062", %"ty.body.10"], [%".1100", %"tx.body.10"]
  %".1065" = icmp slt i32 %"tx.10", %".1063"
  br i1 %".1065", label %"tx.body.10", label %"tx.end.10"
tx.body.10:
  %".1067" = add nuw nsw i32 %"tx.10", %".1061"
  %".1068" = mul nuw nsw i32 %".1067", 32
  %".1069" = zext i32 %".1068" to i64
  %".1070" = getelementptr i8, ptr %".23", i64 %".1069"
  %".1071" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1070", i32 %"tx.10", i32 %"ty.10", i32 %"tz.10", i32 2, i32 %".1067", i32 %".13")
  %".1072" = mul nuw nsw i64 %".29", 0
  %".1073" = zext i32 %".1067" to i64
  %".1074" = mul nuw nsw i64 %".1073", 4
  %".1075" = add nuw nsw i64 %".1072", %".1074"
  %".1076" = getelementptr i8, ptr %".25", i64 %".1075"
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
  %".1100" = add i32 %"tx.10", 1
  br label %"tx.head.10", !llvm.loop !71
tx.end.10:
  %".1102" = add i32 %"ty.10", 1
  br label %"ty.head.10", !llvm.loop !70
step.some:
  br i1 %".32", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1139", %"same.body.1"]
  %".1116" = icmp slt i32 %"same.2", %".13"
  br i1 %".1116", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1118" = add i32 0, %"same.2"
  %".1119" = mul nuw nsw i64 %".29", 0
  %".1120" = zext i32 %".1118" to i64
  %".1121" = mul nuw nsw i64 %".1120", 4
  %".1122" = add nuw nsw i64 %".1119", %".1121"
  %".1123" = getelementptr i8, ptr %".25", i64 %".1122"
  %".1124" = load i32, ptr %".1123"
  %".1125" = and i32 %".1124", 15
  %".1126" = icmp eq i32 %".1125", 5
  %".1127" = mul nuw nsw i64 %".29", 0
  %".1128" = zext i32 %".1118" to i64
  %".1129" = mul nuw nsw i64 %".1128", 4
  %".1130" = add nuw nsw i64 %".1127", %".1129"
  %".1131" = getelementptr i8, ptr %".25", i64 %".1130"
  %".1132" = load i32, ptr %".1131"
  %".1133" = lshr i32 %".1132", 4
  %".1134" = icmp eq i32 %".1133", %".1113"
  %".1135" = and i1 %".1126", %".1134"
  %".1136" = load i1, i1* %"same"
  %".1137" = and i1 %".1136", %".1135"
  store i1 %".1137", i1* %"same"
  %".1139" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1141" = load i1, i1* %"same"
  br i1 %".1141", label %"uniform.1", label %"step.some"
uniform.1:
  %".1143" = getelementptr i8, ptr %".2", i64 192
  %".1144" = load ptr, ptr %".1143"
  %".1145" = getelementptr i8, ptr %".1", i64 60
  %".1146" = load i32, ptr %".1145", !range !1
  %".1147" = zext i32 %".1146" to i64
  %".1148" = add nuw nsw i64 %".1147", 16
  %".1149" = mul nuw nsw i64 %".1148", 64
  %".1150" = getelementptr i8, ptr %".1144", i64 %".1149"
  switch i32 %".1113", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1113", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok.1:
  switch i32 %".1113", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1.1:
  %".1152" = getelementptr i8, ptr %".1150", i64 8
  store i32 0, ptr %".1152", !tbaa !5
  %".1154" = mul nuw nsw i64 %".1148", 32
  %".1155" = getelementptr i8, ptr %".1144", i64 %".1154"
  %".1156" = load i32, ptr %".1155"
  %".1157" = sub i32 %".1156", -2147482624
  %".1158" = icmp ult i32 %".1157", 4294965248
  store i1 %".1158", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1171", %"affine.body.1"]
  %".1161" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1161", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1163" = zext i32 %"affine.1" to i64
  %".1164" = getelementptr i32, ptr %".1155", i64 %".1163"
  %".1165" = load i32, ptr %".1164"
  %".1166" = load i1, i1* %"same"
  %".1167" = add i32 %"affine.1", %".1156"
  %".1168" = icmp eq i32 %".1165", %".1167"
  %".1169" = and i1 %".1166", %".1168"
  store i1 %".1169", i1* %"same"
  %".1171" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1173" = load i1, i1* %"same"
  br i1 %".1173", label %"affine1.32.1", label %"steps.plain.1"
affine1.32.1:
  %".1175" = getelementptr i8, ptr %".1150", i64 0
  store i32 %".1156", ptr %".1175", !tbaa !5
  store i32 1, ptr %".1152", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1179" = getelementptr i8, ptr %".1150", i64 8
  %".1180" = load i32, ptr %".1179", !tbaa !5
  %".1181" = icmp ne i32 %".1180", 0
  br i1 %".1181", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1183" = mul nuw nsw i64 %".1148", 32
  %".1184" = getelementptr i8, ptr %".1144", i64 %".1183"
  %".1185" = load i32, ptr %".1184"
  %".1186" = sub i32 %".1185", -2147482624
  %".1187" = icmp ult i32 %".1186", 4294965248
  store i1 %".1187", i1* %"same"
  %".1189" = load i1, i1* %"same"
  br i1 %".1189", label %"affine2.32.1", label %"steps.plain.1"
affine2.32.1:
  %".1191" = getelementptr i8, ptr %".1150", i64 16
  store i32 %".1185", ptr %".1191", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1229", %"run.scan.body"]
  %".1201" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1201", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1203" = mul nuw nsw i64 %".29", 0
  %".1204" = zext i32 %"run.scan.1" to i64
  %".1205" = mul nuw nsw i64 %".1204", 4
  %".1206" = add nuw nsw i64 %".1203", %".1205"
  %".1207" = getelementptr i8, ptr %".25", i64 %".1206"
  %".1208" = load i32, ptr %".1207"
  %".1209" = and i32 %".1208", 15
  %".1210" = icmp eq i32 %".1209", 5
  %".1211" = load i32, i32* %"run.first"
  %".1212" = icmp eq i32 %".1211", -1
  %".1213" = and i1 %".1210", %".1212"
  %".1214" = select  i1 %".1213", i32 %"run.scan.1", i32 %".1211"
  store i32 %".1214", i32* %"run.first"
  %".1216" = load i32, i32* %"run.code"
  %".1217" = select  i1 %".1213", i32 %".1208", i32 %".1216"
  store i32 %".1217", i32* %"run.code"
  %".1219" = icmp ne i32 %".1211", -1
  %".1220" = load i32, i32* %"run.end"
  %".1221" = icmp eq i32 %".1220", -1
  %".1222" = load i32, i32* %"run.code"
  %".1223" = icmp ne i32 %".1208", %".1222"
  %".1224" = and i1 %".1221", %".1223"
  %".1225" = and i1 %".1219", %".1224"
  %".1226" = load i32, i32* %"run.end"
  %".1227" = select  i1 %".1225", i32 %"run.scan.1", i32 %".1226"
  store i32 %".1227", i32* %"run.end"
  %".1229" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1231" = load i32, i32* %"run.end"
  %".1232" = icmp eq i32 %".1231", -1
  %".1233" = select  i1 %".1232", i32 %".13", i32 %".1231"
  store i32 %".1233", i32* %"run.end"
  %".1235" = load i32, i32* %"run.first"
  %".1236" = sub i32 %".1233", %".1235"
  %".1237" = load i32, i32* %"run.first"
  %".1238" = icmp ne i32 %".1237", -1
  %".1239" = shl i32 %".1236", 1
  %".1240" = icmp uge i32 %".1239", %".13"
  %".1241" = and i1 %".1238", %".1240"
  br i1 %".1241", label %"run.found", label %"step.each"
run.found:
  %".1243" = load i32, i32* %"run.code"
  %".1244" = lshr i32 %".1243", 4
  %".1245" = load i32, i32* %"run.first"
  %".1246" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1294", %"others.body.endif"]
  %".1248" = icmp slt i32 %"others", %".13"
  br i1 %".1248", label %"others.body", label %"others.end"
others.body:
  %".1250" = icmp ult i32 %"others", %".1245"
  %".1251" = icmp uge i32 %"others", %".1246"
  %".1252" = or i1 %".1250", %".1251"
  %".1253" = mul nuw nsw i64 %".29", 0
  %".1254" = zext i32 %"others" to i64
  %".1255" = mul nuw nsw i64 %".1254", 4
  %".1256" = add nuw nsw i64 %".1253", %".1255"
  %".1257" = getelementptr i8, ptr %".25", i64 %".1256"
  %".1258" = load i32, ptr %".1257"
  %".1259" = and i32 %".1258", 15
  %".1260" = icmp eq i32 %".1259", 5
  %".1261" = and i1 %".1252", %".1260"
  br i1 %".1261", label %"others.body.if", label %"others.body.endif"
others.end:
  %".1296" = load i32, i32* %"run.first"
  store i32 %".1296", i32* %"x.lo"
  %".1298" = load i32, i32* %"run.end"
  store i32 %".1298", i32* %"x.hi"
  switch i32 %".1244", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
others.body.if:
  %".1263" = mul nuw nsw i64 %".29", 0
  %".1264" = zext i32 %"others" to i64
  %".1265" = mul nuw nsw i64 %".1264", 4
  %".1266" = add nuw nsw i64 %".1263", %".1265"
  %".1267" = getelementptr i8, ptr %".25", i64 %".1266"
  %".1268" = load i32, ptr %".1267"
  %".1269" = lshr i32 %".1268", 4
  %".1270" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1269", i32 %"others")
  %".1271" = and i32 %".1270", 15
  %".1272" = load i32, i32* %"or"
  %".1273" = or i32 %".1272", %".1270"
  store i32 %".1273", i32* %"or"
  %".1275" = load i32, i32* %"and"
  %".1276" = and i32 %".1275", %".1270"
  store i32 %".1276", i32* %"and"
  %".1278" = load i32, i32* %"at.bar"
  %".1279" = icmp eq i32 %".1271", 2
  %".1280" = zext i1 %".1279" to i32
  %".1281" = add i32 %".1278", %".1280"
  store i32 %".1281", i32* %"at.bar"
  %".1283" = load i32, i32* %"exited"
  %".1284" = icmp eq i32 %".1271", 3
  %".1285" = zext i1 %".1284" to i32
  %".1286" = add i32 %".1283", %".1285"
  store i32 %".1286", i32* %"exited"
  %".1288" = load i32, i32* %"at.step"
  %".1289" = icmp eq i32 %".1271", 5
  %".1290" = zext i1 %".1289" to i32
  %".1291" = add i32 %".1288", %".1290"
  store i32 %".1291", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1294" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1350", %"each.body.3.endif"]
  %".1303" = icmp slt i32 %"each.4", %".13"
  br i1 %".1303", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1305" = add i32 0, %"each.4"
  %".1306" = mul nuw nsw i64 %".29", 0
  %".1307" = zext i32 %".1305" to i64
  %".1308" = mul nuw nsw i64 %".1307", 4
  %".1309" = add nuw nsw i64 %".1306", %".1308"
  %".1310" = getelementptr i8, ptr %".25", i64 %".1309"
  %".1311" = load i32, ptr %".1310"
  %".1312" = and i32 %".1311", 15
  %".1313" = icmp eq i32 %".1312", 5
  br i1 %".1313", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1350" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1316" = mul nuw nsw i64 %".29", 0
  %".1317" = zext i32 %".1305" to i64
  %".1318" = mul nuw nsw i64 %".1317", 4
  %".1319" = add nuw nsw i64 %".1316", %".1318"
  %".1320" = getelementptr i8, ptr %".25", i64 %".1319"
  %".1321" = load i32, ptr %".1320"
  %".1322" = lshr i32 %".1321", 4
  %".1323" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1322", i32 %".1305")
  %".1324" = and i32 %".1323", 15
  %".1325" = icmp eq i32 %".1324", 5
  br i1 %".1325", label %"each.step", label %"each.stop"
each.stop:
  %".1327" = and i32 %".1323", 15
  %".1328" = load i32, i32* %"or"
  %".1329" = or i32 %".1328", %".1323"
  store i32 %".1329", i32* %"or"
  %".1331" = load i32, i32* %"and"
  %".1332" = and i32 %".1331", %".1323"
  store i32 %".1332", i32* %"and"
  %".1334" = load i32, i32* %"at.bar"
  %".1335" = icmp eq i32 %".1327", 2
  %".1336" = zext i1 %".1335" to i32
  %".1337" = add i32 %".1334", %".1336"
  store i32 %".1337", i32* %"at.bar"
  %".1339" = load i32, i32* %"exited"
  %".1340" = icmp eq i32 %".1327", 3
  %".1341" = zext i1 %".1340" to i32
  %".1342" = add i32 %".1339", %".1341"
  store i32 %".1342", i32* %"exited"
  %".1344" = load i32, i32* %"at.step"
  %".1345" = icmp eq i32 %".1327", 5
  %".1346" = zext i1 %".1345" to i32
  %".1347" = add i32 %".1344", %".1346"
  store i32 %".1347", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1361" = add nuw nsw i32 %".3", 1
  store i32 %".1361", i32* %"hi"
  %".1363" = add nuw nsw i32 %".1353", 32
  store i32 %".1363", i32* %"end"
  %".1365" = mul nuw nsw i64 %".29", 0
  %".1366" = zext i32 %".1353" to i64
  %".1367" = mul nuw nsw i64 %".1366", 4
  %".1368" = add nuw nsw i64 %".1365", %".1367"
  %".1369" = getelementptr i8, ptr %".25", i64 %".1368"
  %".1370" = load i32, ptr %".1369"
  %".1371" = lshr i32 %".1370", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1389", %"same.body.2"]
  %".1374" = icmp slt i32 %"same.3", 32
  br i1 %".1374", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1376" = add i32 %".1353", %"same.3"
  %".1377" = mul nuw nsw i64 %".29", 0
  %".1378" = zext i32 %".1376" to i64
  %".1379" = mul nuw nsw i64 %".1378", 4
  %".1380" = add nuw nsw i64 %".1377", %".1379"
  %".1381" = getelementptr i8, ptr %".25", i64 %".1380"
  %".1382" = load i32, ptr %".1381"
  %".1383" = lshr i32 %".1382", 4
  %".1384" = icmp eq i32 %".1383", %".1371"
  %".1385" = and i1 1, %".1384"
  %".1386" = load i1, i1* %"same"
  %".1387" = and i1 %".1386", %".1385"
  store i1 %".1387", i1* %"same"
  %".1389" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1391" = load i1, i1* %"same"
  br i1 %".1391", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1371", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1433", %"each.body.4.endif"]
  %".1395" = icmp slt i32 %"each.5", 32
  br i1 %".1395", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1397" = add i32 %".1353", %"each.5"
  %".1398" = shl i32 1, %"each.5"
  %".1399" = and i32 %".4", %".1398"
  %".1400" = icmp ne i32 %".1399", 0
  br i1 %".1400", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1402" = mul nuw nsw i64 %".29", 0
  %".1403" = zext i32 %".1397" to i64
  %".1404" = mul nuw nsw i64 %".1403", 4
  %".1405" = add nuw nsw i64 %".1402", %".1404"
  %".1406" = getelementptr i8, ptr %".25", i64 %".1405"
  %".1407" = load i32, ptr %".1406"
  %".1408" = lshr i32 %".1407", 4
  %".1409" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1408", i32 %".1397")
  %".1410" = and i32 %".1409", 15
  %".1411" = load i32, i32* %"or"
  %".1412" = or i32 %".1411", %".1409"
  store i32 %".1412", i32* %"or"
  %".1414" = load i32, i32* %"and"
  %".1415" = and i32 %".1414", %".1409"
  store i32 %".1415", i32* %"and"
  %".1417" = load i32, i32* %"at.bar"
  %".1418" = icmp eq i32 %".1410", 2
  %".1419" = zext i1 %".1418" to i32
  %".1420" = add i32 %".1417", %".1419"
  store i32 %".1420", i32* %"at.bar"
  %".1422" = load i32, i32* %"exited"
  %".1423" = icmp eq i32 %".1410", 3
  %".1424" = zext i1 %".1423" to i32
  %".1425" = add i32 %".1422", %".1424"
  store i32 %".1425", i32* %"exited"
  %".1427" = load i32, i32* %"at.step"
  %".1428" = icmp eq i32 %".1410", 5
  %".1429" = zext i1 %".1428" to i32
  %".1430" = add i32 %".1427", %".1429"
  store i32 %".1430", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1433" = add i32 %"each.5", 1
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