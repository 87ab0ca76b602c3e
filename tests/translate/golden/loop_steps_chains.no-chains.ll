; ModuleID = "loop_steps_chains.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", i32 %".7", i32 %".8") alwaysinline
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
  %".10" = load ptr, ptr %".1", !invariant.group !0, !noalias !21, !llvm.access.group !22
  %".11" = getelementptr i8, ptr %".10", i64 0
  %".12" = getelementptr i8, ptr %".10", i64 8
  %".13" = getelementptr i8, ptr %".10", i64 16
  %".14" = getelementptr i8, ptr %".2", i64 192
  %".15" = load ptr, ptr %".14", !noalias !21, !llvm.access.group !22
  %".16" = getelementptr i8, ptr %".1", i64 60
  %".17" = load i32, ptr %".16", !range !1, !noalias !21, !llvm.access.group !22
  %".18" = zext i32 %".17" to i64
  %".19" = zext i32 %".8" to i64
  %".20" = load i64, ptr %".11", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".20", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".22" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".22", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".24" = load i32, ptr %".13", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
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
  %".956" = and i32 %".7", 65535
  switch i32 %".956", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7" i32 8, label %"resume8" i32 9, label %"resume9" i32 10, label %"resume10" i32 11, label %"resume11" i32 12, label %"resume12"]
body:
  %".57" = load i64, ptr %".11", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".57", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".59" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".59", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".61" = load i32, ptr %".13", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i32 %".61", i32* %"r1", !noalias !21, !llvm.access.group !22
  store i32 %".4", i32* %"r2", !noalias !21, !llvm.access.group !22
  %".64" = getelementptr i8, ptr %".1", i64 20
  %".65" = load i32, ptr %".64", !range !1, !noalias !21, !llvm.access.group !22
  store i32 %".65", i32* %"r3", !noalias !21, !llvm.access.group !22
  %".67" = getelementptr i8, ptr %".2", i64 0
  %".68" = load i32, ptr %".67", !range !2, !noalias !21, !llvm.access.group !22
  store i32 %".68", i32* %"r4", !noalias !21, !llvm.access.group !22
  store i32 0, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".71" = mul nuw nsw i64 %".18", 24
  %".72" = mul nuw nsw i64 %".19", 4
  %".73" = add nuw nsw i64 %".71", %".72"
  %".74" = getelementptr i8, ptr %".15", i64 %".73"
  store i32 0, ptr %".74", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".76" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  store i32 %".76", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".78" = mul nuw nsw i64 %".18", 28
  %".79" = mul nuw nsw i64 %".19", 4
  %".80" = add nuw nsw i64 %".78", %".79"
  %".81" = getelementptr i8, ptr %".15", i64 %".80"
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
  %".785" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".786" = sext i32 %".785" to i64
  %".787" = getelementptr i8, ptr %".2", i64 16
  %".788" = load ptr, ptr %".787", !noalias !21, !llvm.access.group !22
  %".789" = getelementptr i8, ptr %".788", i64 %".786"
  %".790" = load i32, ptr %".789", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".790", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".792" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".793" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".794" = add i32 %".792", %".793"
  store i32 %".794", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".796" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".797" = add i32 %".796", 4
  store i32 %".797", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".799" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".800" = add i32 %".799", 1
  store i32 %".800", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".802" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".803" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".804" = icmp ult i32 %".802", %".803"
  store i1 %".804", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".806" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".807" = xor i1 %".806", -1
  br i1 %".807", label %"WARPS.next51", label %"fall.6"
END:
  ret i32 3
LOOP.next18:
  %".293" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".294" = mul nuw nsw i64 %".18", 24
  %".295" = mul nuw nsw i64 %".19", 4
  %".296" = add nuw nsw i64 %".294", %".295"
  %".297" = getelementptr i8, ptr %".15", i64 %".296"
  store i32 %".293", ptr %".297", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 53
WARPS.next51:
  %".925" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".926" = mul nuw nsw i64 %".18", 8
  %".927" = mul nuw nsw i64 %".19", 4
  %".928" = add nuw nsw i64 %".926", %".927"
  %".929" = getelementptr i8, ptr %".15", i64 %".928"
  store i32 %".925", ptr %".929", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 197
fall:
  ret i32 21
resume1:
  %".90" = mul nuw nsw i64 %".18", 24
  %".91" = mul nuw nsw i64 %".19", 4
  %".92" = add nuw nsw i64 %".90", %".91"
  %".93" = getelementptr i8, ptr %".15", i64 %".92"
  %".94" = load i32, ptr %".93", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".94", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".96" = mul nuw nsw i64 %".18", 28
  %".97" = mul nuw nsw i64 %".19", 4
  %".98" = add nuw nsw i64 %".96", %".97"
  %".99" = getelementptr i8, ptr %".15", i64 %".98"
  %".100" = load i32, ptr %".99", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".100", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".102" = and i32 %".7", 65536
  %".103" = icmp ne i32 %".102", 0
  %".104" = mul nuw nsw i64 %".18", 56
  %".105" = add nuw nsw i64 %".104", 0
  %".106" = getelementptr i8, ptr %".15", i64 %".105"
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
  %".258" = mul nuw nsw i64 %".18", 24
  %".259" = mul nuw nsw i64 %".19", 4
  %".260" = add nuw nsw i64 %".258", %".259"
  %".261" = getelementptr i8, ptr %".15", i64 %".260"
  store i32 %".257", ptr %".261", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".263" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".264" = mul nuw nsw i64 %".18", 28
  %".265" = mul nuw nsw i64 %".19", 4
  %".266" = add nuw nsw i64 %".264", %".265"
  %".267" = getelementptr i8, ptr %".15", i64 %".266"
  store i32 %".263", ptr %".267", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 37
resume2:
  %".270" = mul nuw nsw i64 %".18", 24
  %".271" = mul nuw nsw i64 %".19", 4
  %".272" = add nuw nsw i64 %".270", %".271"
  %".273" = getelementptr i8, ptr %".15", i64 %".272"
  %".274" = load i32, ptr %".273", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".274", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".276" = mul nuw nsw i64 %".18", 28
  %".277" = mul nuw nsw i64 %".19", 4
  %".278" = add nuw nsw i64 %".276", %".277"
  %".279" = getelementptr i8, ptr %".15", i64 %".278"
  %".280" = load i32, ptr %".279", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".280", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".282" = and i32 %".7", 65536
  %".283" = icmp ne i32 %".282", 0
  %".284" = mul nuw nsw i64 %".18", 56
  %".285" = add nuw nsw i64 %".284", 16
  %".286" = getelementptr i8, ptr %".15", i64 %".285"
  %".287" = load i32, ptr %".286", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".288" = add nsw i32 %".8", %".287"
  %".289" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".290" = select  i1 %".283", i32 %".288", i32 %".289"
  store i32 %".290", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
resume3:
  %".300" = mul nuw nsw i64 %".18", 24
  %".301" = mul nuw nsw i64 %".19", 4
  %".302" = add nuw nsw i64 %".300", %".301"
  %".303" = getelementptr i8, ptr %".15", i64 %".302"
  %".304" = load i32, ptr %".303", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".304", i32* %"r5", !noalias !21, !llvm.access.group !22
  br label %"DONE"
resume4:
  %".322" = mul nuw nsw i64 %".18", 24
  %".323" = mul nuw nsw i64 %".19", 4
  %".324" = add nuw nsw i64 %".322", %".323"
  %".325" = getelementptr i8, ptr %".15", i64 %".324"
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
  %".383" = mul nuw nsw i64 %".18", 24
  %".384" = mul nuw nsw i64 %".19", 4
  %".385" = add nuw nsw i64 %".383", %".384"
  %".386" = getelementptr i8, ptr %".15", i64 %".385"
  store i32 %".381", ptr %".386", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".388" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".389" = getelementptr i8, ptr %".2", i64 224
  %".390" = load ptr, ptr %".389", !noalias !21, !llvm.access.group !22
  %".391" = zext i32 %".315" to i64
  %".392" = getelementptr i32, ptr %".390", i64 %".391"
  store i32 %".388", ptr %".392", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 81
resume5:
  %".395" = mul nuw nsw i64 %".18", 24
  %".396" = mul nuw nsw i64 %".19", 4
  %".397" = add nuw nsw i64 %".395", %".396"
  %".398" = getelementptr i8, ptr %".15", i64 %".397"
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
  %".456" = mul nuw nsw i64 %".18", 24
  %".457" = mul nuw nsw i64 %".19", 4
  %".458" = add nuw nsw i64 %".456", %".457"
  %".459" = getelementptr i8, ptr %".15", i64 %".458"
  store i32 %".454", ptr %".459", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".461" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".462" = getelementptr i8, ptr %".2", i64 224
  %".463" = load ptr, ptr %".462", !noalias !21, !llvm.access.group !22
  %".464" = zext i32 %".315" to i64
  %".465" = getelementptr i32, ptr %".463", i64 %".464"
  store i32 %".461", ptr %".465", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 97
resume6:
  %".468" = mul nuw nsw i64 %".18", 24
  %".469" = mul nuw nsw i64 %".19", 4
  %".470" = add nuw nsw i64 %".468", %".469"
  %".471" = getelementptr i8, ptr %".15", i64 %".470"
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
  %".529" = mul nuw nsw i64 %".18", 24
  %".530" = mul nuw nsw i64 %".19", 4
  %".531" = add nuw nsw i64 %".529", %".530"
  %".532" = getelementptr i8, ptr %".15", i64 %".531"
  store i32 %".527", ptr %".532", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".534" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".535" = getelementptr i8, ptr %".2", i64 224
  %".536" = load ptr, ptr %".535", !noalias !21, !llvm.access.group !22
  %".537" = zext i32 %".315" to i64
  %".538" = getelementptr i32, ptr %".536", i64 %".537"
  store i32 %".534", ptr %".538", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 113
resume7:
  %".541" = mul nuw nsw i64 %".18", 24
  %".542" = mul nuw nsw i64 %".19", 4
  %".543" = add nuw nsw i64 %".541", %".542"
  %".544" = getelementptr i8, ptr %".15", i64 %".543"
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
  %".602" = mul nuw nsw i64 %".18", 24
  %".603" = mul nuw nsw i64 %".19", 4
  %".604" = add nuw nsw i64 %".602", %".603"
  %".605" = getelementptr i8, ptr %".15", i64 %".604"
  store i32 %".600", ptr %".605", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".607" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".608" = getelementptr i8, ptr %".2", i64 224
  %".609" = load ptr, ptr %".608", !noalias !21, !llvm.access.group !22
  %".610" = zext i32 %".315" to i64
  %".611" = getelementptr i32, ptr %".609", i64 %".610"
  store i32 %".607", ptr %".611", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 129
resume8:
  %".614" = mul nuw nsw i64 %".18", 24
  %".615" = mul nuw nsw i64 %".19", 4
  %".616" = add nuw nsw i64 %".614", %".615"
  %".617" = getelementptr i8, ptr %".15", i64 %".616"
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
  %".675" = mul nuw nsw i64 %".18", 24
  %".676" = mul nuw nsw i64 %".19", 4
  %".677" = add nuw nsw i64 %".675", %".676"
  %".678" = getelementptr i8, ptr %".15", i64 %".677"
  store i32 %".673", ptr %".678", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".680" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".681" = and i32 %".680", 31
  store i32 %".681", i32* %"r10", !noalias !21, !llvm.access.group !22
  %".683" = load i32, i32* %"r10", !noalias !21, !llvm.access.group !22
  %".684" = icmp ne i32 %".683", 0
  store i1 %".684", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".686" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".687" = icmp uge i32 5, 32
  %".688" = select  i1 %".687", i32 0, i32 5
  %".689" = lshr i32 %".686", %".688"
  %".690" = select  i1 %".687", i32 0, i32 %".689"
  store i32 %".690", i32* %"r11", !noalias !21, !llvm.access.group !22
  %".692" = trunc i64 0 to i32
  store i32 %".692", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".694" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".695" = icmp uge i32 2, 32
  %".696" = select  i1 %".695", i32 0, i32 2
  %".697" = shl i32 %".694", %".696"
  %".698" = select  i1 %".695", i32 0, i32 %".697"
  store i32 %".698", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".700" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".701" = load i32, i32* %"r13", !noalias !21, !llvm.access.group !22
  %".702" = add i32 %".700", %".701"
  store i32 %".702", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".704" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  %".705" = xor i1 %".704", -1
  br i1 %".705", label %"guarded", label %"after"
guarded:
  %".707" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".708" = sext i32 %".707" to i64
  %".709" = getelementptr i8, ptr %".2", i64 16
  %".710" = load ptr, ptr %".709", !noalias !21, !llvm.access.group !22
  %".711" = getelementptr i8, ptr %".710", i64 %".708"
  %".712" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  store i32 %".712", ptr %".711", align 4, !noalias !21, !llvm.access.group !22
  br label %"after"
after:
  ret i32 146
resume9:
  %".716" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".717" = icmp ne i32 %".716", 0
  store i1 %".717", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".719" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  br i1 %".719", label %"END", label %"fall.5"
fall.5:
  store i32 0, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".722" = mul nuw nsw i64 %".18", 8
  %".723" = mul nuw nsw i64 %".19", 4
  %".724" = add nuw nsw i64 %".722", %".723"
  %".725" = getelementptr i8, ptr %".15", i64 %".724"
  store i32 0, ptr %".725", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 0, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".728" = mul nuw nsw i64 %".18", 12
  %".729" = mul nuw nsw i64 %".19", 4
  %".730" = add nuw nsw i64 %".728", %".729"
  %".731" = getelementptr i8, ptr %".15", i64 %".730"
  store i32 0, ptr %".731", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".733" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".734" = add i32 %".733", 31
  store i32 %".734", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".736" = mul nuw nsw i64 %".18", 16
  %".737" = mul nuw nsw i64 %".19", 4
  %".738" = add nuw nsw i64 %".736", %".737"
  %".739" = getelementptr i8, ptr %".15", i64 %".738"
  store i32 %".734", ptr %".739", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".741" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".742" = icmp uge i32 5, 32
  %".743" = select  i1 %".742", i32 0, i32 5
  %".744" = lshr i32 %".741", %".743"
  %".745" = select  i1 %".742", i32 0, i32 %".744"
  store i32 %".745", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".747" = mul nuw nsw i64 %".18", 16
  %".748" = mul nuw nsw i64 %".19", 4
  %".749" = add nuw nsw i64 %".747", %".748"
  %".750" = getelementptr i8, ptr %".15", i64 %".749"
  store i32 %".745", ptr %".750", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".752" = trunc i64 0 to i32
  store i32 %".752", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".754" = mul nuw nsw i64 %".18", 20
  %".755" = mul nuw nsw i64 %".19", 4
  %".756" = add nuw nsw i64 %".754", %".755"
  %".757" = getelementptr i8, ptr %".15", i64 %".756"
  store i32 %".752", ptr %".757", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 165
resume10:
  %".760" = mul nuw nsw i64 %".18", 8
  %".761" = mul nuw nsw i64 %".19", 4
  %".762" = add nuw nsw i64 %".760", %".761"
  %".763" = getelementptr i8, ptr %".15", i64 %".762"
  %".764" = load i32, ptr %".763", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".764", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".766" = mul nuw nsw i64 %".18", 12
  %".767" = mul nuw nsw i64 %".19", 4
  %".768" = add nuw nsw i64 %".766", %".767"
  %".769" = getelementptr i8, ptr %".15", i64 %".768"
  %".770" = load i32, ptr %".769", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".770", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".772" = mul nuw nsw i64 %".18", 16
  %".773" = mul nuw nsw i64 %".19", 4
  %".774" = add nuw nsw i64 %".772", %".773"
  %".775" = getelementptr i8, ptr %".15", i64 %".774"
  %".776" = load i32, ptr %".775", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".776", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".778" = mul nuw nsw i64 %".18", 20
  %".779" = mul nuw nsw i64 %".19", 4
  %".780" = add nuw nsw i64 %".778", %".779"
  %".781" = getelementptr i8, ptr %".15", i64 %".780"
  %".782" = load i32, ptr %".781", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".782", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
fall.6:
  %".809" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".810" = sext i32 %".809" to i64
  %".811" = getelementptr i8, ptr %".2", i64 16
  %".812" = load ptr, ptr %".811", !noalias !21, !llvm.access.group !22
  %".813" = getelementptr i8, ptr %".812", i64 %".810"
  %".814" = load i32, ptr %".813", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".814", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".816" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".817" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".818" = add i32 %".816", %".817"
  store i32 %".818", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".820" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".821" = add i32 %".820", 4
  store i32 %".821", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".823" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".824" = add i32 %".823", 1
  store i32 %".824", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".826" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".827" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".828" = icmp ult i32 %".826", %".827"
  store i1 %".828", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".830" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".831" = xor i1 %".830", -1
  br i1 %".831", label %"WARPS.next51", label %"fall.7"
fall.7:
  %".833" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".834" = sext i32 %".833" to i64
  %".835" = getelementptr i8, ptr %".2", i64 16
  %".836" = load ptr, ptr %".835", !noalias !21, !llvm.access.group !22
  %".837" = getelementptr i8, ptr %".836", i64 %".834"
  %".838" = load i32, ptr %".837", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".838", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".840" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".841" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".842" = add i32 %".840", %".841"
  store i32 %".842", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".844" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".845" = add i32 %".844", 4
  store i32 %".845", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".847" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".848" = add i32 %".847", 1
  store i32 %".848", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".850" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".851" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".852" = icmp ult i32 %".850", %".851"
  store i1 %".852", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".854" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".855" = xor i1 %".854", -1
  br i1 %".855", label %"WARPS.next51", label %"fall.8"
fall.8:
  %".857" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".858" = sext i32 %".857" to i64
  %".859" = getelementptr i8, ptr %".2", i64 16
  %".860" = load ptr, ptr %".859", !noalias !21, !llvm.access.group !22
  %".861" = getelementptr i8, ptr %".860", i64 %".858"
  %".862" = load i32, ptr %".861", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".862", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".864" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".865" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".866" = add i32 %".864", %".865"
  store i32 %".866", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".868" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".869" = add i32 %".868", 4
  store i32 %".869", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".871" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".872" = add i32 %".871", 1
  store i32 %".872", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".874" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".875" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".876" = icmp ult i32 %".874", %".875"
  store i1 %".876", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".878" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".879" = xor i1 %".878", -1
  br i1 %".879", label %"WARPS.next51", label %"fall.9"
fall.9:
  %".881" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".882" = mul nuw nsw i64 %".18", 8
  %".883" = mul nuw nsw i64 %".19", 4
  %".884" = add nuw nsw i64 %".882", %".883"
  %".885" = getelementptr i8, ptr %".15", i64 %".884"
  store i32 %".881", ptr %".885", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".887" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".888" = mul nuw nsw i64 %".18", 12
  %".889" = mul nuw nsw i64 %".19", 4
  %".890" = add nuw nsw i64 %".888", %".889"
  %".891" = getelementptr i8, ptr %".15", i64 %".890"
  store i32 %".887", ptr %".891", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".893" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".894" = mul nuw nsw i64 %".18", 20
  %".895" = mul nuw nsw i64 %".19", 4
  %".896" = add nuw nsw i64 %".894", %".895"
  %".897" = getelementptr i8, ptr %".15", i64 %".896"
  store i32 %".893", ptr %".897", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 181
resume11:
  %".900" = mul nuw nsw i64 %".18", 8
  %".901" = mul nuw nsw i64 %".19", 4
  %".902" = add nuw nsw i64 %".900", %".901"
  %".903" = getelementptr i8, ptr %".15", i64 %".902"
  %".904" = load i32, ptr %".903", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".904", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".906" = mul nuw nsw i64 %".18", 12
  %".907" = mul nuw nsw i64 %".19", 4
  %".908" = add nuw nsw i64 %".906", %".907"
  %".909" = getelementptr i8, ptr %".15", i64 %".908"
  %".910" = load i32, ptr %".909", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".910", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".912" = mul nuw nsw i64 %".18", 16
  %".913" = mul nuw nsw i64 %".19", 4
  %".914" = add nuw nsw i64 %".912", %".913"
  %".915" = getelementptr i8, ptr %".15", i64 %".914"
  %".916" = load i32, ptr %".915", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".916", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".918" = mul nuw nsw i64 %".18", 20
  %".919" = mul nuw nsw i64 %".19", 4
  %".920" = add nuw nsw i64 %".918", %".919"
  %".921" = getelementptr i8, ptr %".15", i64 %".920"
  %".922" = load i32, ptr %".921", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".922", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
resume12:
  %".932" = mul nuw nsw i64 %".18", 8
  %".933" = mul nuw nsw i64 %".19", 4
  %".934" = add nuw nsw i64 %".932", %".933"
  %".935" = getelementptr i8, ptr %".15", i64 %".934"
  %".936" = load i32, ptr %".935", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".936", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".938" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".939" = zext i32 %".938" to i64
  %".940" = zext i32 4 to i64
  %".941" = mul i64 %".939", %".940"
  store i64 %".941", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".943" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".944" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".945" = add i64 %".943", %".944"
  store i64 %".945", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".947" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".948" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".949" = inttoptr i64 %".948" to ptr
  %".950" = getelementptr i8, ptr %".949", i64 %".947"
  %".951" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  store i32 %".951", ptr %".950", align 4, !noalias !21, !llvm.access.group !22
  br label %"END"
region.bad:
  unreachable
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
  %".16" = urem i32 %".4", %".7"
  %".17" = urem i32 %".10", %".9"
  %".18" = udiv i32 %".10", %".9"
  %".19" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".15", i32 %".16", i32 %".17", i32 %".18", i32 %".3", i32 %".4")
  %".20" = getelementptr i8, ptr %".2", i64 192
  %".21" = load ptr, ptr %".20"
  %".22" = getelementptr i8, ptr %".1", i64 60
  %".23" = load i32, ptr %".22", !range !1
  %".24" = zext i32 %".23" to i64
  %".25" = mul nuw nsw i64 %".24", 0
  %".26" = zext i32 %".4" to i64
  %".27" = mul nuw nsw i64 %".26", 4
  %".28" = add nuw nsw i64 %".25", %".27"
  %".29" = getelementptr i8, ptr %".21", i64 %".28"
  store i32 %".19", ptr %".29"
  ret i32 %".19"
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
  %".19" = load i32, ptr %".18", !range !23
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
  %".1250" = load i32, i32* %"or"
  %".1251" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1250", ptr %".1251"
  %".1253" = load i32, i32* %"and"
  %".1254" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1253", ptr %".1254"
  %".1256" = load i32, i32* %"at.bar"
  %".1257" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1256", ptr %".1257"
  %".1259" = load i32, i32* %"exited"
  %".1260" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1259", ptr %".1260"
  %".1262" = load i32, i32* %"at.step"
  %".1263" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1262", ptr %".1263"
  ret void
start:
  br label %"block0"
warp:
  %".1167" = mul nuw nsw i32 %".3", 32
  %".1168" = icmp eq i32 %".4", -1
  %".1169" = add i32 %".1167", 32
  %".1170" = icmp ule i32 %".1169", %".13"
  %".1171" = and i1 %".1168", %".1170"
  %".1172" = and i1 %".1171", %".29"
  br i1 %".1172", label %"warp.check", label %"warp.each"
at.barrier:
  %".84" = icmp ne i32 %".4", -1
  br i1 %".84", label %"known", label %"scan"
all.at.warp:
  br i1 %".29", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".557" = icmp ne i32 %".4", -1
  br i1 %".557", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !25
tx.head:
  %"tx" = phi  i32 [0, %"ty.body"], [%".76", %"tx.body"]
  %".41" = icmp slt i32 %"tx", %".15"
  br i1 %".41", label %"tx.body", label %"tx.end"
tx.body:
  %".43" = add nuw nsw i32 %"tx", %".39"
  %".44" = mul nuw nsw i32 %".43", 32
  %".45" = zext i32 %".44" to i64
  %".46" = getelementptr i8, ptr %".21", i64 %".45"
  %".47" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".46", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".43")
  %".48" = mul nuw nsw i64 %".26", 0
  %".49" = zext i32 %".43" to i64
  %".50" = mul nuw nsw i64 %".49", 4
  %".51" = add nuw nsw i64 %".48", %".50"
  %".52" = getelementptr i8, ptr %".23", i64 %".51"
  store i32 %".47", ptr %".52", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head", !llvm.loop !29
tx.end:
  %".78" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !26
each:
  br label %"each.head"
known:
  %".86" = lshr i32 %".4", 4
  switch i32 %".86", label %"scan" [i32 9, label %"block9"]
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
block9:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block9"], [%".137", %"ty.end.1"]
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
  br label %"tz.head.1", !llvm.loop !32
tx.head.1:
  %"tx.1" = phi  i32 [0, %"ty.body.1"], [%".133", %"tx.body.1"]
  %".98" = icmp slt i32 %"tx.1", %".15"
  br i1 %".98", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".100" = add nuw nsw i32 %"tx.1", %".96"
  %".101" = mul nuw nsw i32 %".100", 32
  %".102" = zext i32 %".101" to i64
  %".103" = getelementptr i8, ptr %".21", i64 %".102"
  %".104" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".103", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 9, i32 %".100")
  %".105" = mul nuw nsw i64 %".26", 0
  %".106" = zext i32 %".100" to i64
  %".107" = mul nuw nsw i64 %".106", 4
  %".108" = add nuw nsw i64 %".105", %".107"
  %".109" = getelementptr i8, ptr %".23", i64 %".108"
  store i32 %".104", ptr %".109", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head.1", !llvm.loop !34
tx.end.1:
  %".135" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !33
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
  switch i32 %".146", label %"each" [i32 9, label %"block9"]
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
  switch i32 %".229", label %"all.at.warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
lanes4:
  %".231" = load i32, i32* %"lo"
  %".232" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".231", %"lanes4"], [%".275", %"lane.end"]
  %".234" = icmp slt i32 %"warp.1", %".232"
  br i1 %".234", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".236" = mul nuw nsw i32 %"warp.1", %"warp.size"
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".277" = mul nuw nsw i32 %".232", %"warp.size.1"
  store i32 %".277", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".273", %"lane.body"]
  %".238" = icmp slt i32 %"lane", 32
  br i1 %".238", label %"lane.body", label %"lane.end"
lane.body:
  %".240" = add nuw nsw i32 %".236", %"lane"
  %".241" = mul nuw nsw i32 %".240", 32
  %".242" = zext i32 %".241" to i64
  %".243" = getelementptr i8, ptr %".21", i64 %".242"
  %".244" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".243", i32 %".240", i32 0, i32 0, i32 4, i32 %".240")
  %".245" = mul nuw nsw i64 %".26", 0
  %".246" = zext i32 %".240" to i64
  %".247" = mul nuw nsw i64 %".246", 4
  %".248" = add nuw nsw i64 %".245", %".247"
  %".249" = getelementptr i8, ptr %".23", i64 %".248"
  store i32 %".244", ptr %".249", !llvm.access.group !22, !tbaa !31
  %".251" = and i32 %".244", 15
  %".252" = load i32, i32* %"or"
  %".253" = or i32 %".252", %".244"
  store i32 %".253", i32* %"or"
  %".255" = load i32, i32* %"and"
  %".256" = and i32 %".255", %".244"
  store i32 %".256", i32* %"and"
  %".258" = load i32, i32* %"at.bar"
  %".259" = icmp eq i32 %".251", 2
  %".260" = zext i1 %".259" to i32
  %".261" = add i32 %".258", %".260"
  store i32 %".261", i32* %"at.bar"
  %".263" = load i32, i32* %"exited"
  %".264" = icmp eq i32 %".251", 3
  %".265" = zext i1 %".264" to i32
  %".266" = add i32 %".263", %".265"
  store i32 %".266", i32* %"exited"
  %".268" = load i32, i32* %"at.step"
  %".269" = icmp eq i32 %".251", 5
  %".270" = zext i1 %".269" to i32
  %".271" = add i32 %".268", %".270"
  store i32 %".271", i32* %"at.step"
  %".273" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".275" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".279" = load i32, i32* %"tail"
  %".280" = load i32, i32* %"end"
  %".281" = sub i32 %".280", %".279"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".318", %"each.body.1.endif"]
  %".283" = icmp slt i32 %"each.2", %".281"
  br i1 %".283", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".285" = add i32 %".279", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".287" = mul nuw nsw i64 %".26", 0
  %".288" = zext i32 %".285" to i64
  %".289" = mul nuw nsw i64 %".288", 4
  %".290" = add nuw nsw i64 %".287", %".289"
  %".291" = getelementptr i8, ptr %".23", i64 %".290"
  %".292" = load i32, ptr %".291"
  %".293" = lshr i32 %".292", 4
  %".294" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".293", i32 %".285")
  %".295" = and i32 %".294", 15
  %".296" = load i32, i32* %"or"
  %".297" = or i32 %".296", %".294"
  store i32 %".297", i32* %"or"
  %".299" = load i32, i32* %"and"
  %".300" = and i32 %".299", %".294"
  store i32 %".300", i32* %"and"
  %".302" = load i32, i32* %"at.bar"
  %".303" = icmp eq i32 %".295", 2
  %".304" = zext i1 %".303" to i32
  %".305" = add i32 %".302", %".304"
  store i32 %".305", i32* %"at.bar"
  %".307" = load i32, i32* %"exited"
  %".308" = icmp eq i32 %".295", 3
  %".309" = zext i1 %".308" to i32
  %".310" = add i32 %".307", %".309"
  store i32 %".310", i32* %"exited"
  %".312" = load i32, i32* %"at.step"
  %".313" = icmp eq i32 %".295", 5
  %".314" = zext i1 %".313" to i32
  %".315" = add i32 %".312", %".314"
  store i32 %".315", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".318" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".322" = load i32, i32* %"lo"
  %".323" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".322", %"lanes5"], [%".366", %"lane.end.1"]
  %".325" = icmp slt i32 %"warp.2", %".323"
  br i1 %".325", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".327" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".368" = mul nuw nsw i32 %".323", %"warp.size.3"
  store i32 %".368", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".364", %"lane.body.1"]
  %".329" = icmp slt i32 %"lane.1", 32
  br i1 %".329", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".331" = add nuw nsw i32 %".327", %"lane.1"
  %".332" = mul nuw nsw i32 %".331", 32
  %".333" = zext i32 %".332" to i64
  %".334" = getelementptr i8, ptr %".21", i64 %".333"
  %".335" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".334", i32 %".331", i32 0, i32 0, i32 5, i32 %".331")
  %".336" = mul nuw nsw i64 %".26", 0
  %".337" = zext i32 %".331" to i64
  %".338" = mul nuw nsw i64 %".337", 4
  %".339" = add nuw nsw i64 %".336", %".338"
  %".340" = getelementptr i8, ptr %".23", i64 %".339"
  store i32 %".335", ptr %".340", !llvm.access.group !22, !tbaa !31
  %".342" = and i32 %".335", 15
  %".343" = load i32, i32* %"or"
  %".344" = or i32 %".343", %".335"
  store i32 %".344", i32* %"or"
  %".346" = load i32, i32* %"and"
  %".347" = and i32 %".346", %".335"
  store i32 %".347", i32* %"and"
  %".349" = load i32, i32* %"at.bar"
  %".350" = icmp eq i32 %".342", 2
  %".351" = zext i1 %".350" to i32
  %".352" = add i32 %".349", %".351"
  store i32 %".352", i32* %"at.bar"
  %".354" = load i32, i32* %"exited"
  %".355" = icmp eq i32 %".342", 3
  %".356" = zext i1 %".355" to i32
  %".357" = add i32 %".354", %".356"
  store i32 %".357", i32* %"exited"
  %".359" = load i32, i32* %"at.step"
  %".360" = icmp eq i32 %".342", 5
  %".361" = zext i1 %".360" to i32
  %".362" = add i32 %".359", %".361"
  store i32 %".362", i32* %"at.step"
  %".364" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".366" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".371" = load i32, i32* %"lo"
  %".372" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".371", %"lanes6"], [%".415", %"lane.end.2"]
  %".374" = icmp slt i32 %"warp.3", %".372"
  br i1 %".374", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".376" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".417" = mul nuw nsw i32 %".372", %"warp.size.5"
  store i32 %".417", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".413", %"lane.body.2"]
  %".378" = icmp slt i32 %"lane.2", 32
  br i1 %".378", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".380" = add nuw nsw i32 %".376", %"lane.2"
  %".381" = mul nuw nsw i32 %".380", 32
  %".382" = zext i32 %".381" to i64
  %".383" = getelementptr i8, ptr %".21", i64 %".382"
  %".384" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".383", i32 %".380", i32 0, i32 0, i32 6, i32 %".380")
  %".385" = mul nuw nsw i64 %".26", 0
  %".386" = zext i32 %".380" to i64
  %".387" = mul nuw nsw i64 %".386", 4
  %".388" = add nuw nsw i64 %".385", %".387"
  %".389" = getelementptr i8, ptr %".23", i64 %".388"
  store i32 %".384", ptr %".389", !llvm.access.group !22, !tbaa !31
  %".391" = and i32 %".384", 15
  %".392" = load i32, i32* %"or"
  %".393" = or i32 %".392", %".384"
  store i32 %".393", i32* %"or"
  %".395" = load i32, i32* %"and"
  %".396" = and i32 %".395", %".384"
  store i32 %".396", i32* %"and"
  %".398" = load i32, i32* %"at.bar"
  %".399" = icmp eq i32 %".391", 2
  %".400" = zext i1 %".399" to i32
  %".401" = add i32 %".398", %".400"
  store i32 %".401", i32* %"at.bar"
  %".403" = load i32, i32* %"exited"
  %".404" = icmp eq i32 %".391", 3
  %".405" = zext i1 %".404" to i32
  %".406" = add i32 %".403", %".405"
  store i32 %".406", i32* %"exited"
  %".408" = load i32, i32* %"at.step"
  %".409" = icmp eq i32 %".391", 5
  %".410" = zext i1 %".409" to i32
  %".411" = add i32 %".408", %".410"
  store i32 %".411", i32* %"at.step"
  %".413" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".415" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".420" = load i32, i32* %"lo"
  %".421" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".420", %"lanes7"], [%".464", %"lane.end.3"]
  %".423" = icmp slt i32 %"warp.4", %".421"
  br i1 %".423", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".425" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".466" = mul nuw nsw i32 %".421", %"warp.size.7"
  store i32 %".466", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".462", %"lane.body.3"]
  %".427" = icmp slt i32 %"lane.3", 32
  br i1 %".427", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".429" = add nuw nsw i32 %".425", %"lane.3"
  %".430" = mul nuw nsw i32 %".429", 32
  %".431" = zext i32 %".430" to i64
  %".432" = getelementptr i8, ptr %".21", i64 %".431"
  %".433" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".432", i32 %".429", i32 0, i32 0, i32 7, i32 %".429")
  %".434" = mul nuw nsw i64 %".26", 0
  %".435" = zext i32 %".429" to i64
  %".436" = mul nuw nsw i64 %".435", 4
  %".437" = add nuw nsw i64 %".434", %".436"
  %".438" = getelementptr i8, ptr %".23", i64 %".437"
  store i32 %".433", ptr %".438", !llvm.access.group !22, !tbaa !31
  %".440" = and i32 %".433", 15
  %".441" = load i32, i32* %"or"
  %".442" = or i32 %".441", %".433"
  store i32 %".442", i32* %"or"
  %".444" = load i32, i32* %"and"
  %".445" = and i32 %".444", %".433"
  store i32 %".445", i32* %"and"
  %".447" = load i32, i32* %"at.bar"
  %".448" = icmp eq i32 %".440", 2
  %".449" = zext i1 %".448" to i32
  %".450" = add i32 %".447", %".449"
  store i32 %".450", i32* %"at.bar"
  %".452" = load i32, i32* %"exited"
  %".453" = icmp eq i32 %".440", 3
  %".454" = zext i1 %".453" to i32
  %".455" = add i32 %".452", %".454"
  store i32 %".455", i32* %"exited"
  %".457" = load i32, i32* %"at.step"
  %".458" = icmp eq i32 %".440", 5
  %".459" = zext i1 %".458" to i32
  %".460" = add i32 %".457", %".459"
  store i32 %".460", i32* %"at.step"
  %".462" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".464" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".469" = load i32, i32* %"lo"
  %".470" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".469", %"lanes8"], [%".513", %"lane.end.4"]
  %".472" = icmp slt i32 %"warp.5", %".470"
  br i1 %".472", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".474" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".515" = mul nuw nsw i32 %".470", %"warp.size.9"
  store i32 %".515", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".511", %"lane.body.4"]
  %".476" = icmp slt i32 %"lane.4", 32
  br i1 %".476", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".478" = add nuw nsw i32 %".474", %"lane.4"
  %".479" = mul nuw nsw i32 %".478", 32
  %".480" = zext i32 %".479" to i64
  %".481" = getelementptr i8, ptr %".21", i64 %".480"
  %".482" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".481", i32 %".478", i32 0, i32 0, i32 8, i32 %".478")
  %".483" = mul nuw nsw i64 %".26", 0
  %".484" = zext i32 %".478" to i64
  %".485" = mul nuw nsw i64 %".484", 4
  %".486" = add nuw nsw i64 %".483", %".485"
  %".487" = getelementptr i8, ptr %".23", i64 %".486"
  store i32 %".482", ptr %".487", !llvm.access.group !22, !tbaa !31
  %".489" = and i32 %".482", 15
  %".490" = load i32, i32* %"or"
  %".491" = or i32 %".490", %".482"
  store i32 %".491", i32* %"or"
  %".493" = load i32, i32* %"and"
  %".494" = and i32 %".493", %".482"
  store i32 %".494", i32* %"and"
  %".496" = load i32, i32* %"at.bar"
  %".497" = icmp eq i32 %".489", 2
  %".498" = zext i1 %".497" to i32
  %".499" = add i32 %".496", %".498"
  store i32 %".499", i32* %"at.bar"
  %".501" = load i32, i32* %"exited"
  %".502" = icmp eq i32 %".489", 3
  %".503" = zext i1 %".502" to i32
  %".504" = add i32 %".501", %".503"
  store i32 %".504", i32* %"exited"
  %".506" = load i32, i32* %"at.step"
  %".507" = icmp eq i32 %".489", 5
  %".508" = zext i1 %".507" to i32
  %".509" = add i32 %".506", %".508"
  store i32 %".509", i32* %"at.step"
  %".511" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".513" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".554", %"each.body.2.endif"]
  %".519" = icmp slt i32 %"each.3", %".13"
  br i1 %".519", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".521" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".523" = mul nuw nsw i64 %".26", 0
  %".524" = zext i32 %".521" to i64
  %".525" = mul nuw nsw i64 %".524", 4
  %".526" = add nuw nsw i64 %".523", %".525"
  %".527" = getelementptr i8, ptr %".23", i64 %".526"
  %".528" = load i32, ptr %".527"
  %".529" = lshr i32 %".528", 4
  %".530" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".529", i32 %".521")
  %".531" = and i32 %".530", 15
  %".532" = load i32, i32* %"or"
  %".533" = or i32 %".532", %".530"
  store i32 %".533", i32* %"or"
  %".535" = load i32, i32* %"and"
  %".536" = and i32 %".535", %".530"
  store i32 %".536", i32* %"and"
  %".538" = load i32, i32* %"at.bar"
  %".539" = icmp eq i32 %".531", 2
  %".540" = zext i1 %".539" to i32
  %".541" = add i32 %".538", %".540"
  store i32 %".541", i32* %"at.bar"
  %".543" = load i32, i32* %"exited"
  %".544" = icmp eq i32 %".531", 3
  %".545" = zext i1 %".544" to i32
  %".546" = add i32 %".543", %".545"
  store i32 %".546", i32* %"exited"
  %".548" = load i32, i32* %"at.step"
  %".549" = icmp eq i32 %".531", 5
  %".550" = zext i1 %".549" to i32
  %".551" = add i32 %".548", %".550"
  store i32 %".551", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".554" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".559" = lshr i32 %".4", 4
  %".560" = getelementptr i8, ptr %".2", i64 192
  %".561" = load ptr, ptr %".560"
  %".562" = getelementptr i8, ptr %".1", i64 60
  %".563" = load i32, ptr %".562", !range !1
  %".564" = zext i32 %".563" to i64
  %".565" = mul nuw nsw i64 %".564", 56
  %".566" = getelementptr i8, ptr %".561", i64 %".565"
  switch i32 %".559", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1028" = mul nuw nsw i64 %".26", 0
  %".1029" = zext i32 0 to i64
  %".1030" = mul nuw nsw i64 %".1029", 4
  %".1031" = add nuw nsw i64 %".1028", %".1030"
  %".1032" = getelementptr i8, ptr %".23", i64 %".1031"
  %".1033" = load i32, ptr %".1032"
  %".1034" = lshr i32 %".1033", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".559", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok:
  switch i32 %".559", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1:
  %".568" = getelementptr i8, ptr %".566", i64 8
  store i32 0, ptr %".568", !tbaa !5
  %".570" = mul nuw nsw i64 %".564", 28
  %".571" = getelementptr i8, ptr %".561", i64 %".570"
  %".572" = load i32, ptr %".571"
  %".573" = sub i32 %".572", -2147482624
  %".574" = icmp ult i32 %".573", 4294965248
  store i1 %".574", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".587", %"affine.body"]
  %".577" = icmp slt i32 %"affine", %".13"
  br i1 %".577", label %"affine.body", label %"affine.end"
affine.body:
  %".579" = zext i32 %"affine" to i64
  %".580" = getelementptr i32, ptr %".571", i64 %".579"
  %".581" = load i32, ptr %".580"
  %".582" = load i1, i1* %"same"
  %".583" = add i32 %"affine", %".572"
  %".584" = icmp eq i32 %".581", %".583"
  %".585" = and i1 %".582", %".584"
  store i1 %".585", i1* %"same"
  %".587" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".589" = load i1, i1* %"same"
  br i1 %".589", label %"affine1.28", label %"steps.plain"
affine1.28:
  %".591" = getelementptr i8, ptr %".566", i64 0
  store i32 %".572", ptr %".591", !tbaa !5
  store i32 1, ptr %".568", !tbaa !5
  br label %"affine.ok"
affine2:
  %".595" = getelementptr i8, ptr %".566", i64 8
  %".596" = load i32, ptr %".595", !tbaa !5
  %".597" = icmp ne i32 %".596", 0
  br i1 %".597", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".599" = mul nuw nsw i64 %".564", 28
  %".600" = getelementptr i8, ptr %".561", i64 %".599"
  %".601" = load i32, ptr %".600"
  %".602" = sub i32 %".601", -2147482624
  %".603" = icmp ult i32 %".602", 4294965248
  store i1 %".603", i1* %"same"
  %".605" = load i1, i1* %"same"
  br i1 %".605", label %"affine2.28", label %"steps.plain"
affine2.28:
  %".607" = getelementptr i8, ptr %".566", i64 16
  store i32 %".601", ptr %".607", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".660", %"ty.end.2"]
  %".612" = icmp slt i32 %"tz.2", %".19"
  br i1 %".612", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".658", %"tx.end.2"]
  %".615" = icmp slt i32 %"ty.2", %".17"
  br i1 %".615", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".617" = mul nuw nsw i32 %".17", %"tz.2"
  %".618" = add nuw nsw i32 %"ty.2", %".617"
  %".619" = mul nuw nsw i32 %".15", %".618"
  br label %"tx.head.2"
ty.end.2:
  %".660" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [0, %"ty.body.2"], [%".656", %"tx.body.2"]
  %".621" = icmp slt i32 %"tx.2", %".15"
  br i1 %".621", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".623" = add nuw nsw i32 %"tx.2", %".619"
  %".624" = mul nuw nsw i32 %".623", 32
  %".625" = zext i32 %".624" to i64
  %".626" = getelementptr i8, ptr %".21", i64 %".625"
  %".627" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".626", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".623")
  %".628" = mul nuw nsw i64 %".26", 0
  %".629" = zext i32 %".623" to i64
  %".630" = mul nuw nsw i64 %".629", 4
  %".631" = add nuw nsw i64 %".628", %".630"
  %".632" = getelementptr i8, ptr %".23", i64 %".631"
  store i32 %".627", ptr %".632", !llvm.access.group !22, !tbaa !31
  %".634" = and i32 %".627", 15
  %".635" = load i32, i32* %"or"
  %".636" = or i32 %".635", %".627"
  store i32 %".636", i32* %"or"
  %".638" = load i32, i32* %"and"
  %".639" = and i32 %".638", %".627"
  store i32 %".639", i32* %"and"
  %".641" = load i32, i32* %"at.bar"
  %".642" = icmp eq i32 %".634", 2
  %".643" = zext i1 %".642" to i32
  %".644" = add i32 %".641", %".643"
  store i32 %".644", i32* %"at.bar"
  %".646" = load i32, i32* %"exited"
  %".647" = icmp eq i32 %".634", 3
  %".648" = zext i1 %".647" to i32
  %".649" = add i32 %".646", %".648"
  store i32 %".649", i32* %"exited"
  %".651" = load i32, i32* %"at.step"
  %".652" = icmp eq i32 %".634", 5
  %".653" = zext i1 %".652" to i32
  %".654" = add i32 %".651", %".653"
  store i32 %".654", i32* %"at.step"
  %".656" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".658" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".712", %"ty.end.3"]
  %".664" = icmp slt i32 %"tz.3", %".19"
  br i1 %".664", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".710", %"tx.end.3"]
  %".667" = icmp slt i32 %"ty.3", %".17"
  br i1 %".667", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".669" = mul nuw nsw i32 %".17", %"tz.3"
  %".670" = add nuw nsw i32 %"ty.3", %".669"
  %".671" = mul nuw nsw i32 %".15", %".670"
  br label %"tx.head.3"
ty.end.3:
  %".712" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [0, %"ty.body.3"], [%".708", %"tx.body.3"]
  %".673" = icmp slt i32 %"tx.3", %".15"
  br i1 %".673", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".675" = add nuw nsw i32 %"tx.3", %".671"
  %".676" = mul nuw nsw i32 %".675", 32
  %".677" = zext i32 %".676" to i64
  %".678" = getelementptr i8, ptr %".21", i64 %".677"
  %".679" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".678", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".675")
  %".680" = mul nuw nsw i64 %".26", 0
  %".681" = zext i32 %".675" to i64
  %".682" = mul nuw nsw i64 %".681", 4
  %".683" = add nuw nsw i64 %".680", %".682"
  %".684" = getelementptr i8, ptr %".23", i64 %".683"
  store i32 %".679", ptr %".684", !llvm.access.group !22, !tbaa !31
  %".686" = and i32 %".679", 15
  %".687" = load i32, i32* %"or"
  %".688" = or i32 %".687", %".679"
  store i32 %".688", i32* %"or"
  %".690" = load i32, i32* %"and"
  %".691" = and i32 %".690", %".679"
  store i32 %".691", i32* %"and"
  %".693" = load i32, i32* %"at.bar"
  %".694" = icmp eq i32 %".686", 2
  %".695" = zext i1 %".694" to i32
  %".696" = add i32 %".693", %".695"
  store i32 %".696", i32* %"at.bar"
  %".698" = load i32, i32* %"exited"
  %".699" = icmp eq i32 %".686", 3
  %".700" = zext i1 %".699" to i32
  %".701" = add i32 %".698", %".700"
  store i32 %".701", i32* %"exited"
  %".703" = load i32, i32* %"at.step"
  %".704" = icmp eq i32 %".686", 5
  %".705" = zext i1 %".704" to i32
  %".706" = add i32 %".703", %".705"
  store i32 %".706", i32* %"at.step"
  %".708" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".710" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".764", %"ty.end.4"]
  %".716" = icmp slt i32 %"tz.4", %".19"
  br i1 %".716", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".762", %"tx.end.4"]
  %".719" = icmp slt i32 %"ty.4", %".17"
  br i1 %".719", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".721" = mul nuw nsw i32 %".17", %"tz.4"
  %".722" = add nuw nsw i32 %"ty.4", %".721"
  %".723" = mul nuw nsw i32 %".15", %".722"
  br label %"tx.head.4"
ty.end.4:
  %".764" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [0, %"ty.body.4"], [%".760", %"tx.body.4"]
  %".725" = icmp slt i32 %"tx.4", %".15"
  br i1 %".725", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".727" = add nuw nsw i32 %"tx.4", %".723"
  %".728" = mul nuw nsw i32 %".727", 32
  %".729" = zext i32 %".728" to i64
  %".730" = getelementptr i8, ptr %".21", i64 %".729"
  %".731" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".730", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".727")
  %".732" = mul nuw nsw i64 %".26", 0
  %".733" = zext i32 %".727" to i64
  %".734" = mul nuw nsw i64 %".733", 4
  %".735" = add nuw nsw i64 %".732", %".734"
  %".736" = getelementptr i8, ptr %".23", i64 %".735"
  store i32 %".731", ptr %".736", !llvm.access.group !22, !tbaa !31
  %".738" = and i32 %".731", 15
  %".739" = load i32, i32* %"or"
  %".740" = or i32 %".739", %".731"
  store i32 %".740", i32* %"or"
  %".742" = load i32, i32* %"and"
  %".743" = and i32 %".742", %".731"
  store i32 %".743", i32* %"and"
  %".745" = load i32, i32* %"at.bar"
  %".746" = icmp eq i32 %".738", 2
  %".747" = zext i1 %".746" to i32
  %".748" = add i32 %".745", %".747"
  store i32 %".748", i32* %"at.bar"
  %".750" = load i32, i32* %"exited"
  %".751" = icmp eq i32 %".738", 3
  %".752" = zext i1 %".751" to i32
  %".753" = add i32 %".750", %".752"
  store i32 %".753", i32* %"exited"
  %".755" = load i32, i32* %"at.step"
  %".756" = icmp eq i32 %".738", 5
  %".757" = zext i1 %".756" to i32
  %".758" = add i32 %".755", %".757"
  store i32 %".758", i32* %"at.step"
  %".760" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".762" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block10:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block10"], [%".816", %"ty.end.5"]
  %".768" = icmp slt i32 %"tz.5", %".19"
  br i1 %".768", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".814", %"tx.end.5"]
  %".771" = icmp slt i32 %"ty.5", %".17"
  br i1 %".771", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".773" = mul nuw nsw i32 %".17", %"tz.5"
  %".774" = add nuw nsw i32 %"ty.5", %".773"
  %".775" = mul nuw nsw i32 %".15", %".774"
  br label %"tx.head.5"
ty.end.5:
  %".816" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [0, %"ty.body.5"], [%".812", %"tx.body.5"]
  %".777" = icmp slt i32 %"tx.5", %".15"
  br i1 %".777", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".779" = add nuw nsw i32 %"tx.5", %".775"
  %".780" = mul nuw nsw i32 %".779", 32
  %".781" = zext i32 %".780" to i64
  %".782" = getelementptr i8, ptr %".21", i64 %".781"
  %".783" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".782", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 10, i32 %".779")
  %".784" = mul nuw nsw i64 %".26", 0
  %".785" = zext i32 %".779" to i64
  %".786" = mul nuw nsw i64 %".785", 4
  %".787" = add nuw nsw i64 %".784", %".786"
  %".788" = getelementptr i8, ptr %".23", i64 %".787"
  store i32 %".783", ptr %".788", !llvm.access.group !22, !tbaa !31
  %".790" = and i32 %".783", 15
  %".791" = load i32, i32* %"or"
  %".792" = or i32 %".791", %".783"
  store i32 %".792", i32* %"or"
  %".794" = load i32, i32* %"and"
  %".795" = and i32 %".794", %".783"
  store i32 %".795", i32* %"and"
  %".797" = load i32, i32* %"at.bar"
  %".798" = icmp eq i32 %".790", 2
  %".799" = zext i1 %".798" to i32
  %".800" = add i32 %".797", %".799"
  store i32 %".800", i32* %"at.bar"
  %".802" = load i32, i32* %"exited"
  %".803" = icmp eq i32 %".790", 3
  %".804" = zext i1 %".803" to i32
  %".805" = add i32 %".802", %".804"
  store i32 %".805", i32* %"exited"
  %".807" = load i32, i32* %"at.step"
  %".808" = icmp eq i32 %".790", 5
  %".809" = zext i1 %".808" to i32
  %".810" = add i32 %".807", %".809"
  store i32 %".810", i32* %"at.step"
  %".812" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".814" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".868", %"ty.end.6"]
  %".820" = icmp slt i32 %"tz.6", %".19"
  br i1 %".820", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".866", %"tx.end.6"]
  %".823" = icmp slt i32 %"ty.6", %".17"
  br i1 %".823", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".825" = mul nuw nsw i32 %".17", %"tz.6"
  %".826" = add nuw nsw i32 %"ty.6", %".825"
  %".827" = mul nuw nsw i32 %".15", %".826"
  br label %"tx.head.6"
ty.end.6:
  %".868" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [0, %"ty.body.6"], [%".864", %"tx.body.6"]
  %".829" = icmp slt i32 %"tx.6", %".15"
  br i1 %".829", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".831" = add nuw nsw i32 %"tx.6", %".827"
  %".832" = mul nuw nsw i32 %".831", 32
  %".833" = zext i32 %".832" to i64
  %".834" = getelementptr i8, ptr %".21", i64 %".833"
  %".835" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".834", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".831")
  %".836" = mul nuw nsw i64 %".26", 0
  %".837" = zext i32 %".831" to i64
  %".838" = mul nuw nsw i64 %".837", 4
  %".839" = add nuw nsw i64 %".836", %".838"
  %".840" = getelementptr i8, ptr %".23", i64 %".839"
  store i32 %".835", ptr %".840", !llvm.access.group !22, !tbaa !31
  %".842" = and i32 %".835", 15
  %".843" = load i32, i32* %"or"
  %".844" = or i32 %".843", %".835"
  store i32 %".844", i32* %"or"
  %".846" = load i32, i32* %"and"
  %".847" = and i32 %".846", %".835"
  store i32 %".847", i32* %"and"
  %".849" = load i32, i32* %"at.bar"
  %".850" = icmp eq i32 %".842", 2
  %".851" = zext i1 %".850" to i32
  %".852" = add i32 %".849", %".851"
  store i32 %".852", i32* %"at.bar"
  %".854" = load i32, i32* %"exited"
  %".855" = icmp eq i32 %".842", 3
  %".856" = zext i1 %".855" to i32
  %".857" = add i32 %".854", %".856"
  store i32 %".857", i32* %"exited"
  %".859" = load i32, i32* %"at.step"
  %".860" = icmp eq i32 %".842", 5
  %".861" = zext i1 %".860" to i32
  %".862" = add i32 %".859", %".861"
  store i32 %".862", i32* %"at.step"
  %".864" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".866" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".920", %"ty.end.7"]
  %".872" = icmp slt i32 %"tz.7", %".19"
  br i1 %".872", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".918", %"tx.end.7"]
  %".875" = icmp slt i32 %"ty.7", %".17"
  br i1 %".875", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".877" = mul nuw nsw i32 %".17", %"tz.7"
  %".878" = add nuw nsw i32 %"ty.7", %".877"
  %".879" = mul nuw nsw i32 %".15", %".878"
  br label %"tx.head.7"
ty.end.7:
  %".920" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [0, %"ty.body.7"], [%".916", %"tx.body.7"]
  %".881" = icmp slt i32 %"tx.7", %".15"
  br i1 %".881", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".883" = add nuw nsw i32 %"tx.7", %".879"
  %".884" = mul nuw nsw i32 %".883", 32
  %".885" = zext i32 %".884" to i64
  %".886" = getelementptr i8, ptr %".21", i64 %".885"
  %".887" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".886", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".883")
  %".888" = mul nuw nsw i64 %".26", 0
  %".889" = zext i32 %".883" to i64
  %".890" = mul nuw nsw i64 %".889", 4
  %".891" = add nuw nsw i64 %".888", %".890"
  %".892" = getelementptr i8, ptr %".23", i64 %".891"
  store i32 %".887", ptr %".892", !llvm.access.group !22, !tbaa !31
  %".894" = and i32 %".887", 15
  %".895" = load i32, i32* %"or"
  %".896" = or i32 %".895", %".887"
  store i32 %".896", i32* %"or"
  %".898" = load i32, i32* %"and"
  %".899" = and i32 %".898", %".887"
  store i32 %".899", i32* %"and"
  %".901" = load i32, i32* %"at.bar"
  %".902" = icmp eq i32 %".894", 2
  %".903" = zext i1 %".902" to i32
  %".904" = add i32 %".901", %".903"
  store i32 %".904", i32* %"at.bar"
  %".906" = load i32, i32* %"exited"
  %".907" = icmp eq i32 %".894", 3
  %".908" = zext i1 %".907" to i32
  %".909" = add i32 %".906", %".908"
  store i32 %".909", i32* %"exited"
  %".911" = load i32, i32* %"at.step"
  %".912" = icmp eq i32 %".894", 5
  %".913" = zext i1 %".912" to i32
  %".914" = add i32 %".911", %".913"
  store i32 %".914", i32* %"at.step"
  %".916" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".918" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block1.1:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block1.1"], [%".973", %"ty.end.8"]
  %".925" = icmp slt i32 %"tz.8", %".19"
  br i1 %".925", label %"tz.body.8", label %"tz.end.8"
tz.body.8:
  br label %"ty.head.8"
tz.end.8:
  br label %"done"
ty.head.8:
  %"ty.8" = phi  i32 [0, %"tz.body.8"], [%".971", %"tx.end.8"]
  %".928" = icmp slt i32 %"ty.8", %".17"
  br i1 %".928", label %"ty.body.8", label %"ty.end.8"
ty.body.8:
  %".930" = mul nuw nsw i32 %".17", %"tz.8"
  %".931" = add nuw nsw i32 %"ty.8", %".930"
  %".932" = mul nuw nsw i32 %".15", %".931"
  br label %"tx.head.8"
ty.end.8:
  %".973" = add i32 %"tz.8", 1
  br label %"tz.head.8", !llvm.loop !63
tx.head.8:
  %"tx.8" = phi  i32 [0, %"ty.body.8"], [%".969", %"tx.body.8"]
  %".934" = icmp slt i32 %"tx.8", %".15"
  br i1 %".934", label %"tx.body.8", label %"tx.end.8"
tx.body.8:
  %".936" = add nuw nsw i32 %"tx.8", %".932"
  %".937" = mul nuw nsw i32 %".936", 32
  %".938" = zext i32 %".937" to i64
  %".939" = getelementptr i8, ptr %".21", i64 %".938"
  %".940" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".939", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 1, i32 %".936")
  %".941" = mul nuw nsw i64 %".26", 0
  %".942" = zext i32 %".936" to i64
  %".943" = mul nuw nsw i64 %".942", 4
  %".944" = add nuw nsw i64 %".941", %".943"
  %".945" = getelementptr i8, ptr %".23", i64 %".944"
  store i32 %".940", ptr %".945", !llvm.access.group !22, !tbaa !31
  %".947" = and i32 %".940", 15
  %".948" = load i32, i32* %"or"
  %".949" = or i32 %".948", %".940"
  store i32 %".949", i32* %"or"
  %".951" = load i32, i32* %"and"
  %".952" = and i32 %".951", %".940"
  store i32 %".952", i32* %"and"
  %".954" = load i32, i32* %"at.bar"
  %".955" = icmp eq i32 %".947", 2
  %".956" = zext i1 %".955" to i32
  %".957" = add i32 %".954", %".956"
  store i32 %".957", i32* %"at.bar"
  %".959" = load i32, i32* %"exited"
  %".960" = icmp eq i32 %".947", 3
  %".961" = zext i1 %".960" to i32
  %".962" = add i32 %".959", %".961"
  store i32 %".962", i32* %"exited"
  %".964" = load i32, i32* %"at.step"
  %".965" = icmp eq i32 %".947", 5
  %".966" = zext i1 %".965" to i32
  %".967" = add i32 %".964", %".966"
  store i32 %".967", i32* %"at.step"
  %".969" = add i32 %"tx.8", 1
  br label %"tx.head.8", !llvm.loop !65
tx.end.8:
  %".971" = add i32 %"ty.8", 1
  br label %"ty.head.8", !llvm.loop !64
block2.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block2.1"], [%".1025", %"ty.end.9"]
  %".977" = icmp slt i32 %"tz.9", %".19"
  br i1 %".977", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1023", %"tx.end.9"]
  %".980" = icmp slt i32 %"ty.9", %".17"
  br i1 %".980", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".982" = mul nuw nsw i32 %".17", %"tz.9"
  %".983" = add nuw nsw i32 %"ty.9", %".982"
  %".984" = mul nuw nsw i32 %".15", %".983"
  br label %"tx.head.9"
ty.end.9:
  %".1025" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [0, %"ty.body.9"], [%".1021", %"tx.body.9"]
  %".986" = icmp slt i32 %"tx.9", %".15"
  br i1 %".986", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".988" = add nuw nsw i32 %"tx.9", %".984"
  %".989" = mul nuw nsw i32 %".988", 32
  %".990" = zext i32 %".989" to i64
  %".991" = getelementptr i8, ptr %".21", i64 %".990"
  %".992" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".991", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 2, i32 %".988")
  %".993" = mul nuw nsw i64 %".26", 0
  %".994" = zext i32 %".988" to i64
  %".995" = mul nuw nsw i64 %".994", 4
  %".996" = add nuw nsw i64 %".993", %".995"
  %".997" = getelementptr i8, ptr %".23", i64 %".996"
  store i32 %".992", ptr %".997", !llvm.access.group !22, !tbaa !31
  %".999" = and i32 %".992", 15
  %".1000" = load i32, i32* %"or"
  %".1001" = or i32 %".1000", %".992"
  store i32 %".1001", i32* %"or"
  %".1003" = load i32, i32* %"and"
  %".1004" = and i32 %".1003", %".992"
  store i32 %".1004", i32* %"and"
  %".1006" = load i32, i32* %"at.bar"
  %".1007" = icmp eq i32 %".999", 2
  %".1008" = zext i1 %".1007" to i32
  %".1009" = add i32 %".1006", %".1008"
  store i32 %".1009", i32* %"at.bar"
  %".1011" = load i32, i32* %"exited"
  %".1012" = icmp eq i32 %".999", 3
  %".1013" = zext i1 %".1012" to i32
  %".1014" = add i32 %".1011", %".1013"
  store i32 %".1014", i32* %"exited"
  %".1016" = load i32, i32* %"at.step"
  %".1017" = icmp eq i32 %".999", 5
  %".1018" = zext i1 %".1017" to i32
  %".1019" = add i32 %".1016", %".1018"
  store i32 %".1019", i32* %"at.step"
  %".1021" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1023" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1060", %"same.body.1"]
  %".1037" = icmp slt i32 %"same.2", %".13"
  br i1 %".1037", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1039" = add i32 0, %"same.2"
  %".1040" = mul nuw nsw i64 %".26", 0
  %".1041" = zext i32 %".1039" to i64
  %".1042" = mul nuw nsw i64 %".1041", 4
  %".1043" = add nuw nsw i64 %".1040", %".1042"
  %".1044" = getelementptr i8, ptr %".23", i64 %".1043"
  %".1045" = load i32, ptr %".1044"
  %".1046" = and i32 %".1045", 15
  %".1047" = icmp eq i32 %".1046", 5
  %".1048" = mul nuw nsw i64 %".26", 0
  %".1049" = zext i32 %".1039" to i64
  %".1050" = mul nuw nsw i64 %".1049", 4
  %".1051" = add nuw nsw i64 %".1048", %".1050"
  %".1052" = getelementptr i8, ptr %".23", i64 %".1051"
  %".1053" = load i32, ptr %".1052"
  %".1054" = lshr i32 %".1053", 4
  %".1055" = icmp eq i32 %".1054", %".1034"
  %".1056" = and i1 %".1047", %".1055"
  %".1057" = load i1, i1* %"same"
  %".1058" = and i1 %".1057", %".1056"
  store i1 %".1058", i1* %"same"
  %".1060" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1062" = load i1, i1* %"same"
  br i1 %".1062", label %"uniform.1", label %"step.each"
uniform.1:
  %".1064" = getelementptr i8, ptr %".2", i64 192
  %".1065" = load ptr, ptr %".1064"
  %".1066" = getelementptr i8, ptr %".1", i64 60
  %".1067" = load i32, ptr %".1066", !range !1
  %".1068" = zext i32 %".1067" to i64
  %".1069" = mul nuw nsw i64 %".1068", 56
  %".1070" = getelementptr i8, ptr %".1065", i64 %".1069"
  switch i32 %".1034", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1034", label %"step.each" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok.1:
  switch i32 %".1034", label %"step.each" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1.1:
  %".1072" = getelementptr i8, ptr %".1070", i64 8
  store i32 0, ptr %".1072", !tbaa !5
  %".1074" = mul nuw nsw i64 %".1068", 28
  %".1075" = getelementptr i8, ptr %".1065", i64 %".1074"
  %".1076" = load i32, ptr %".1075"
  %".1077" = sub i32 %".1076", -2147482624
  %".1078" = icmp ult i32 %".1077", 4294965248
  store i1 %".1078", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1091", %"affine.body.1"]
  %".1081" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1081", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1083" = zext i32 %"affine.1" to i64
  %".1084" = getelementptr i32, ptr %".1075", i64 %".1083"
  %".1085" = load i32, ptr %".1084"
  %".1086" = load i1, i1* %"same"
  %".1087" = add i32 %"affine.1", %".1076"
  %".1088" = icmp eq i32 %".1085", %".1087"
  %".1089" = and i1 %".1086", %".1088"
  store i1 %".1089", i1* %"same"
  %".1091" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1093" = load i1, i1* %"same"
  br i1 %".1093", label %"affine1.28.1", label %"steps.plain.1"
affine1.28.1:
  %".1095" = getelementptr i8, ptr %".1070", i64 0
  store i32 %".1076", ptr %".1095", !tbaa !5
  store i32 1, ptr %".1072", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1099" = getelementptr i8, ptr %".1070", i64 8
  %".1100" = load i32, ptr %".1099", !tbaa !5
  %".1101" = icmp ne i32 %".1100", 0
  br i1 %".1101", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1103" = mul nuw nsw i64 %".1068", 28
  %".1104" = getelementptr i8, ptr %".1065", i64 %".1103"
  %".1105" = load i32, ptr %".1104"
  %".1106" = sub i32 %".1105", -2147482624
  %".1107" = icmp ult i32 %".1106", 4294965248
  store i1 %".1107", i1* %"same"
  %".1109" = load i1, i1* %"same"
  br i1 %".1109", label %"affine2.28.1", label %"steps.plain.1"
affine2.28.1:
  %".1111" = getelementptr i8, ptr %".1070", i64 16
  store i32 %".1105", ptr %".1111", !tbaa !5
  br label %"affine.ok.1"
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1164", %"each.body.3.endif"]
  %".1117" = icmp slt i32 %"each.4", %".13"
  br i1 %".1117", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1119" = add i32 0, %"each.4"
  %".1120" = mul nuw nsw i64 %".26", 0
  %".1121" = zext i32 %".1119" to i64
  %".1122" = mul nuw nsw i64 %".1121", 4
  %".1123" = add nuw nsw i64 %".1120", %".1122"
  %".1124" = getelementptr i8, ptr %".23", i64 %".1123"
  %".1125" = load i32, ptr %".1124"
  %".1126" = and i32 %".1125", 15
  %".1127" = icmp eq i32 %".1126", 5
  br i1 %".1127", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1164" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1130" = mul nuw nsw i64 %".26", 0
  %".1131" = zext i32 %".1119" to i64
  %".1132" = mul nuw nsw i64 %".1131", 4
  %".1133" = add nuw nsw i64 %".1130", %".1132"
  %".1134" = getelementptr i8, ptr %".23", i64 %".1133"
  %".1135" = load i32, ptr %".1134"
  %".1136" = lshr i32 %".1135", 4
  %".1137" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1136", i32 %".1119")
  %".1138" = and i32 %".1137", 15
  %".1139" = icmp eq i32 %".1138", 5
  br i1 %".1139", label %"each.step", label %"each.stop"
each.stop:
  %".1141" = and i32 %".1137", 15
  %".1142" = load i32, i32* %"or"
  %".1143" = or i32 %".1142", %".1137"
  store i32 %".1143", i32* %"or"
  %".1145" = load i32, i32* %"and"
  %".1146" = and i32 %".1145", %".1137"
  store i32 %".1146", i32* %"and"
  %".1148" = load i32, i32* %"at.bar"
  %".1149" = icmp eq i32 %".1141", 2
  %".1150" = zext i1 %".1149" to i32
  %".1151" = add i32 %".1148", %".1150"
  store i32 %".1151", i32* %"at.bar"
  %".1153" = load i32, i32* %"exited"
  %".1154" = icmp eq i32 %".1141", 3
  %".1155" = zext i1 %".1154" to i32
  %".1156" = add i32 %".1153", %".1155"
  store i32 %".1156", i32* %"exited"
  %".1158" = load i32, i32* %"at.step"
  %".1159" = icmp eq i32 %".1141", 5
  %".1160" = zext i1 %".1159" to i32
  %".1161" = add i32 %".1158", %".1160"
  store i32 %".1161", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1175" = add nuw nsw i32 %".3", 1
  store i32 %".1175", i32* %"hi"
  %".1177" = add nuw nsw i32 %".1167", 32
  store i32 %".1177", i32* %"end"
  %".1179" = mul nuw nsw i64 %".26", 0
  %".1180" = zext i32 %".1167" to i64
  %".1181" = mul nuw nsw i64 %".1180", 4
  %".1182" = add nuw nsw i64 %".1179", %".1181"
  %".1183" = getelementptr i8, ptr %".23", i64 %".1182"
  %".1184" = load i32, ptr %".1183"
  %".1185" = lshr i32 %".1184", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1203", %"same.body.2"]
  %".1188" = icmp slt i32 %"same.3", 32
  br i1 %".1188", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1190" = add i32 %".1167", %"same.3"
  %".1191" = mul nuw nsw i64 %".26", 0
  %".1192" = zext i32 %".1190" to i64
  %".1193" = mul nuw nsw i64 %".1192", 4
  %".1194" = add nuw nsw i64 %".1191", %".1193"
  %".1195" = getelementptr i8, ptr %".23", i64 %".1194"
  %".1196" = load i32, ptr %".1195"
  %".1197" = lshr i32 %".1196", 4
  %".1198" = icmp eq i32 %".1197", %".1185"
  %".1199" = and i1 1, %".1198"
  %".1200" = load i1, i1* %"same"
  %".1201" = and i1 %".1200", %".1199"
  store i1 %".1201", i1* %"same"
  %".1203" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1205" = load i1, i1* %"same"
  br i1 %".1205", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1185", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1247", %"each.body.4.endif"]
  %".1209" = icmp slt i32 %"each.5", 32
  br i1 %".1209", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1211" = add i32 %".1167", %"each.5"
  %".1212" = shl i32 1, %"each.5"
  %".1213" = and i32 %".4", %".1212"
  %".1214" = icmp ne i32 %".1213", 0
  br i1 %".1214", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1216" = mul nuw nsw i64 %".26", 0
  %".1217" = zext i32 %".1211" to i64
  %".1218" = mul nuw nsw i64 %".1217", 4
  %".1219" = add nuw nsw i64 %".1216", %".1218"
  %".1220" = getelementptr i8, ptr %".23", i64 %".1219"
  %".1221" = load i32, ptr %".1220"
  %".1222" = lshr i32 %".1221", 4
  %".1223" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1222", i32 %".1211")
  %".1224" = and i32 %".1223", 15
  %".1225" = load i32, i32* %"or"
  %".1226" = or i32 %".1225", %".1223"
  store i32 %".1226", i32* %"or"
  %".1228" = load i32, i32* %"and"
  %".1229" = and i32 %".1228", %".1223"
  store i32 %".1229", i32* %"and"
  %".1231" = load i32, i32* %"at.bar"
  %".1232" = icmp eq i32 %".1224", 2
  %".1233" = zext i1 %".1232" to i32
  %".1234" = add i32 %".1231", %".1233"
  store i32 %".1234", i32* %"at.bar"
  %".1236" = load i32, i32* %"exited"
  %".1237" = icmp eq i32 %".1224", 3
  %".1238" = zext i1 %".1237" to i32
  %".1239" = add i32 %".1236", %".1238"
  store i32 %".1239", i32* %"exited"
  %".1241" = load i32, i32* %"at.step"
  %".1242" = icmp eq i32 %".1224", 5
  %".1243" = zext i1 %".1242" to i32
  %".1244" = add i32 %".1241", %".1243"
  store i32 %".1244", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1247" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !69, !align !70
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !23
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !71
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !72
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
  %".56" = mul i64 %".55", 56
  %".57" = add i64 %".56", 24
  %".58" = add i64 %".57", 1024
  %".59" = getelementptr i8, ptr %".4", i64 200
  %".60" = getelementptr i8, ptr %".4", i64 208
  %".61" = load i64, ptr %".60"
  %".62" = icmp ult i64 %".61", %".58"
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !73
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
  %".77" = zext i32 %".26" to i64
  %".78" = mul i64 %".77", 4
  %".79" = getelementptr i8, ptr %".71", i64 %".78"
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
!69 = !{ i64 20 }
!70 = !{ i64 16 }
!71 = !{ i32 1, i32 -2147483648 }
!72 = !{ i32 1, i32 65536 }
!73 = !{ !"branch_weights", i32 1, i32 99 }