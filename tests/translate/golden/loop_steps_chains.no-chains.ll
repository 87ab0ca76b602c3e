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
  %".956" = and i32 %".7", 65535
  switch i32 %".956", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7" i32 8, label %"resume8" i32 9, label %"resume9" i32 10, label %"resume10" i32 11, label %"resume11" i32 12, label %"resume12"]
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
  %".71" = mul nuw nsw i64 %".18", 24
  %".72" = mul nuw nsw i64 %".19", 4
  %".73" = add nuw nsw i64 %".71", %".72"
  %".74" = getelementptr i8, ptr %".16", i64 %".73"
  store i32 0, ptr %".74", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".76" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  store i32 %".76", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".78" = mul nuw nsw i64 %".18", 28
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
  %".297" = getelementptr i8, ptr %".16", i64 %".296"
  store i32 %".293", ptr %".297", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 53
WARPS.next51:
  %".925" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".926" = mul nuw nsw i64 %".18", 8
  %".927" = mul nuw nsw i64 %".19", 4
  %".928" = add nuw nsw i64 %".926", %".927"
  %".929" = getelementptr i8, ptr %".16", i64 %".928"
  store i32 %".925", ptr %".929", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 197
fall:
  ret i32 21
resume1:
  %".90" = mul nuw nsw i64 %".18", 24
  %".91" = mul nuw nsw i64 %".19", 4
  %".92" = add nuw nsw i64 %".90", %".91"
  %".93" = getelementptr i8, ptr %".16", i64 %".92"
  %".94" = load i32, ptr %".93", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".94", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".96" = mul nuw nsw i64 %".18", 28
  %".97" = mul nuw nsw i64 %".19", 4
  %".98" = add nuw nsw i64 %".96", %".97"
  %".99" = getelementptr i8, ptr %".16", i64 %".98"
  %".100" = load i32, ptr %".99", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".100", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".102" = and i32 %".7", 65536
  %".103" = icmp ne i32 %".102", 0
  %".104" = mul nuw nsw i64 %".18", 56
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
  %".258" = mul nuw nsw i64 %".18", 24
  %".259" = mul nuw nsw i64 %".19", 4
  %".260" = add nuw nsw i64 %".258", %".259"
  %".261" = getelementptr i8, ptr %".16", i64 %".260"
  store i32 %".257", ptr %".261", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".263" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".264" = mul nuw nsw i64 %".18", 28
  %".265" = mul nuw nsw i64 %".19", 4
  %".266" = add nuw nsw i64 %".264", %".265"
  %".267" = getelementptr i8, ptr %".16", i64 %".266"
  store i32 %".263", ptr %".267", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 37
resume2:
  %".270" = mul nuw nsw i64 %".18", 24
  %".271" = mul nuw nsw i64 %".19", 4
  %".272" = add nuw nsw i64 %".270", %".271"
  %".273" = getelementptr i8, ptr %".16", i64 %".272"
  %".274" = load i32, ptr %".273", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".274", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".276" = mul nuw nsw i64 %".18", 28
  %".277" = mul nuw nsw i64 %".19", 4
  %".278" = add nuw nsw i64 %".276", %".277"
  %".279" = getelementptr i8, ptr %".16", i64 %".278"
  %".280" = load i32, ptr %".279", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".280", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".282" = and i32 %".7", 65536
  %".283" = icmp ne i32 %".282", 0
  %".284" = mul nuw nsw i64 %".18", 56
  %".285" = add nuw nsw i64 %".284", 16
  %".286" = getelementptr i8, ptr %".16", i64 %".285"
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
  %".303" = getelementptr i8, ptr %".16", i64 %".302"
  %".304" = load i32, ptr %".303", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".304", i32* %"r5", !noalias !21, !llvm.access.group !22
  br label %"DONE"
resume4:
  %".322" = mul nuw nsw i64 %".18", 24
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
  %".383" = mul nuw nsw i64 %".18", 24
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
  %".395" = mul nuw nsw i64 %".18", 24
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
  %".456" = mul nuw nsw i64 %".18", 24
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
  %".468" = mul nuw nsw i64 %".18", 24
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
  %".529" = mul nuw nsw i64 %".18", 24
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
  %".541" = mul nuw nsw i64 %".18", 24
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
  %".602" = mul nuw nsw i64 %".18", 24
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
  %".614" = mul nuw nsw i64 %".18", 24
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
  %".675" = mul nuw nsw i64 %".18", 24
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
  %".725" = getelementptr i8, ptr %".16", i64 %".724"
  store i32 0, ptr %".725", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 0, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".728" = mul nuw nsw i64 %".18", 12
  %".729" = mul nuw nsw i64 %".19", 4
  %".730" = add nuw nsw i64 %".728", %".729"
  %".731" = getelementptr i8, ptr %".16", i64 %".730"
  store i32 0, ptr %".731", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".733" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".734" = add i32 %".733", 31
  store i32 %".734", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".736" = mul nuw nsw i64 %".18", 16
  %".737" = mul nuw nsw i64 %".19", 4
  %".738" = add nuw nsw i64 %".736", %".737"
  %".739" = getelementptr i8, ptr %".16", i64 %".738"
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
  %".750" = getelementptr i8, ptr %".16", i64 %".749"
  store i32 %".745", ptr %".750", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".752" = trunc i64 0 to i32
  store i32 %".752", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".754" = mul nuw nsw i64 %".18", 20
  %".755" = mul nuw nsw i64 %".19", 4
  %".756" = add nuw nsw i64 %".754", %".755"
  %".757" = getelementptr i8, ptr %".16", i64 %".756"
  store i32 %".752", ptr %".757", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 165
resume10:
  %".760" = mul nuw nsw i64 %".18", 8
  %".761" = mul nuw nsw i64 %".19", 4
  %".762" = add nuw nsw i64 %".760", %".761"
  %".763" = getelementptr i8, ptr %".16", i64 %".762"
  %".764" = load i32, ptr %".763", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".764", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".766" = mul nuw nsw i64 %".18", 12
  %".767" = mul nuw nsw i64 %".19", 4
  %".768" = add nuw nsw i64 %".766", %".767"
  %".769" = getelementptr i8, ptr %".16", i64 %".768"
  %".770" = load i32, ptr %".769", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".770", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".772" = mul nuw nsw i64 %".18", 16
  %".773" = mul nuw nsw i64 %".19", 4
  %".774" = add nuw nsw i64 %".772", %".773"
  %".775" = getelementptr i8, ptr %".16", i64 %".774"
  %".776" = load i32, ptr %".775", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".776", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".778" = mul nuw nsw i64 %".18", 20
  %".779" = mul nuw nsw i64 %".19", 4
  %".780" = add nuw nsw i64 %".778", %".779"
  %".781" = getelementptr i8, ptr %".16", i64 %".780"
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
  %".885" = getelementptr i8, ptr %".16", i64 %".884"
  store i32 %".881", ptr %".885", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".887" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".888" = mul nuw nsw i64 %".18", 12
  %".889" = mul nuw nsw i64 %".19", 4
  %".890" = add nuw nsw i64 %".888", %".889"
  %".891" = getelementptr i8, ptr %".16", i64 %".890"
  store i32 %".887", ptr %".891", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".893" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".894" = mul nuw nsw i64 %".18", 20
  %".895" = mul nuw nsw i64 %".19", 4
  %".896" = add nuw nsw i64 %".894", %".895"
  %".897" = getelementptr i8, ptr %".16", i64 %".896"
  store i32 %".893", ptr %".897", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 181
resume11:
  %".900" = mul nuw nsw i64 %".18", 8
  %".901" = mul nuw nsw i64 %".19", 4
  %".902" = add nuw nsw i64 %".900", %".901"
  %".903" = getelementptr i8, ptr %".16", i64 %".902"
  %".904" = load i32, ptr %".903", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".904", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".906" = mul nuw nsw i64 %".18", 12
  %".907" = mul nuw nsw i64 %".19", 4
  %".908" = add nuw nsw i64 %".906", %".907"
  %".909" = getelementptr i8, ptr %".16", i64 %".908"
  %".910" = load i32, ptr %".909", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".910", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".912" = mul nuw nsw i64 %".18", 16
  %".913" = mul nuw nsw i64 %".19", 4
  %".914" = add nuw nsw i64 %".912", %".913"
  %".915" = getelementptr i8, ptr %".16", i64 %".914"
  %".916" = load i32, ptr %".915", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".916", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".918" = mul nuw nsw i64 %".18", 20
  %".919" = mul nuw nsw i64 %".19", 4
  %".920" = add nuw nsw i64 %".918", %".919"
  %".921" = getelementptr i8, ptr %".16", i64 %".920"
  %".922" = load i32, ptr %".921", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".922", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
resume12:
  %".932" = mul nuw nsw i64 %".18", 8
  %".933" = mul nuw nsw i64 %".19", 4
  %".934" = add nuw nsw i64 %".932", %".933"
  %".935" = getelementptr i8, ptr %".16", i64 %".934"
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
  %".1381" = load i32, i32* %"or"
  %".1382" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1381", ptr %".1382"
  %".1384" = load i32, i32* %"and"
  %".1385" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1384", ptr %".1385"
  %".1387" = load i32, i32* %"at.bar"
  %".1388" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1387", ptr %".1388"
  %".1390" = load i32, i32* %"exited"
  %".1391" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1390", ptr %".1391"
  %".1393" = load i32, i32* %"at.step"
  %".1394" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1393", ptr %".1394"
  ret void
start:
  br label %"block0"
warp:
  %".1298" = mul nuw nsw i32 %".3", 32
  %".1299" = icmp eq i32 %".4", -1
  %".1300" = add i32 %".1298", 32
  %".1301" = icmp ule i32 %".1300", %".13"
  %".1302" = and i1 %".1299", %".1301"
  %".1303" = and i1 %".1302", %".32"
  br i1 %".1303", label %"warp.check", label %"warp.each"
at.barrier:
  %".89" = icmp ne i32 %".4", -1
  br i1 %".89", label %"known", label %"scan"
all.at.warp:
  br i1 %".32", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".564" = icmp ne i32 %".4", -1
  br i1 %".564", label %"step.known", label %"step.scan"
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
  switch i32 %".91", label %"scan" [i32 9, label %"block9"]
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
block9:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block9"], [%".144", %"ty.end.1"]
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
  %".111" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".110", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 9, i32 %".107", i32 %".13")
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
  switch i32 %".153", label %"each" [i32 9, label %"block9"]
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
  %"warp.1" = phi  i32 [%".238", %"lanes4"], [%".282", %"lane.end"]
  %".241" = icmp slt i32 %"warp.1", %".239"
  br i1 %".241", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".243" = mul nuw nsw i32 %"warp.1", %"warp.size"
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".284" = mul nuw nsw i32 %".239", %"warp.size.1"
  store i32 %".284", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".280", %"lane.body"]
  %".245" = icmp slt i32 %"lane", 32
  br i1 %".245", label %"lane.body", label %"lane.end"
lane.body:
  %".247" = add nuw nsw i32 %".243", %"lane"
  %".248" = mul nuw nsw i32 %".247", 32
  %".249" = zext i32 %".248" to i64
  %".250" = getelementptr i8, ptr %".23", i64 %".249"
  %".251" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".250", i32 %".247", i32 0, i32 0, i32 4, i32 %".247", i32 %".13")
  %".252" = mul nuw nsw i64 %".29", 0
  %".253" = zext i32 %".247" to i64
  %".254" = mul nuw nsw i64 %".253", 4
  %".255" = add nuw nsw i64 %".252", %".254"
  %".256" = getelementptr i8, ptr %".25", i64 %".255"
  store i32 %".251", ptr %".256", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".282" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
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
  %".294" = mul nuw nsw i64 %".29", 0
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
lanes5:
  %".329" = load i32, i32* %"lo"
  %".330" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".329", %"lanes5"], [%".373", %"lane.end.1"]
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
  %".342" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".341", i32 %".338", i32 0, i32 0, i32 5, i32 %".338", i32 %".13")
  %".343" = mul nuw nsw i64 %".29", 0
  %".344" = zext i32 %".338" to i64
  %".345" = mul nuw nsw i64 %".344", 4
  %".346" = add nuw nsw i64 %".343", %".345"
  %".347" = getelementptr i8, ptr %".25", i64 %".346"
  store i32 %".342", ptr %".347", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".373" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".378" = load i32, i32* %"lo"
  %".379" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".378", %"lanes6"], [%".422", %"lane.end.2"]
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
  %".391" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".390", i32 %".387", i32 0, i32 0, i32 6, i32 %".387", i32 %".13")
  %".392" = mul nuw nsw i64 %".29", 0
  %".393" = zext i32 %".387" to i64
  %".394" = mul nuw nsw i64 %".393", 4
  %".395" = add nuw nsw i64 %".392", %".394"
  %".396" = getelementptr i8, ptr %".25", i64 %".395"
  store i32 %".391", ptr %".396", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".422" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".427" = load i32, i32* %"lo"
  %".428" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".427", %"lanes7"], [%".471", %"lane.end.3"]
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
  %".440" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".439", i32 %".436", i32 0, i32 0, i32 7, i32 %".436", i32 %".13")
  %".441" = mul nuw nsw i64 %".29", 0
  %".442" = zext i32 %".436" to i64
  %".443" = mul nuw nsw i64 %".442", 4
  %".444" = add nuw nsw i64 %".441", %".443"
  %".445" = getelementptr i8, ptr %".25", i64 %".444"
  store i32 %".440", ptr %".445", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".471" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".476" = load i32, i32* %"lo"
  %".477" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".476", %"lanes8"], [%".520", %"lane.end.4"]
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
  %".489" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".488", i32 %".485", i32 0, i32 0, i32 8, i32 %".485", i32 %".13")
  %".490" = mul nuw nsw i64 %".29", 0
  %".491" = zext i32 %".485" to i64
  %".492" = mul nuw nsw i64 %".491", 4
  %".493" = add nuw nsw i64 %".490", %".492"
  %".494" = getelementptr i8, ptr %".25", i64 %".493"
  store i32 %".489", ptr %".494", !llvm.access.group !22, !tbaa !31
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
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".520" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
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
  %".530" = mul nuw nsw i64 %".29", 0
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
  %".567" = getelementptr i8, ptr %".2", i64 192
  %".568" = load ptr, ptr %".567"
  %".569" = getelementptr i8, ptr %".1", i64 60
  %".570" = load i32, ptr %".569", !range !1
  %".571" = zext i32 %".570" to i64
  %".572" = add nuw nsw i64 %".571", 16
  %".573" = mul nuw nsw i64 %".572", 56
  %".574" = getelementptr i8, ptr %".568", i64 %".573"
  switch i32 %".566", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1052" = mul nuw nsw i64 %".29", 0
  %".1053" = zext i32 0 to i64
  %".1054" = mul nuw nsw i64 %".1053", 4
  %".1055" = add nuw nsw i64 %".1052", %".1054"
  %".1056" = getelementptr i8, ptr %".25", i64 %".1055"
  %".1057" = load i32, ptr %".1056"
  %".1058" = lshr i32 %".1057", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".566", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok:
  switch i32 %".566", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1:
  %".576" = getelementptr i8, ptr %".574", i64 8
  store i32 0, ptr %".576", !tbaa !5
  %".578" = mul nuw nsw i64 %".572", 28
  %".579" = getelementptr i8, ptr %".568", i64 %".578"
  %".580" = load i32, ptr %".579"
  %".581" = sub i32 %".580", -2147482624
  %".582" = icmp ult i32 %".581", 4294965248
  store i1 %".582", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".595", %"affine.body"]
  %".585" = icmp slt i32 %"affine", %".13"
  br i1 %".585", label %"affine.body", label %"affine.end"
affine.body:
  %".587" = zext i32 %"affine" to i64
  %".588" = getelementptr i32, ptr %".579", i64 %".587"
  %".589" = load i32, ptr %".588"
  %".590" = load i1, i1* %"same"
  %".591" = add i32 %"affine", %".580"
  %".592" = icmp eq i32 %".589", %".591"
  %".593" = and i1 %".590", %".592"
  store i1 %".593", i1* %"same"
  %".595" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".597" = load i1, i1* %"same"
  br i1 %".597", label %"affine1.28", label %"steps.plain"
affine1.28:
  %".599" = getelementptr i8, ptr %".574", i64 0
  store i32 %".580", ptr %".599", !tbaa !5
  store i32 1, ptr %".576", !tbaa !5
  br label %"affine.ok"
affine2:
  %".603" = getelementptr i8, ptr %".574", i64 8
  %".604" = load i32, ptr %".603", !tbaa !5
  %".605" = icmp ne i32 %".604", 0
  br i1 %".605", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".607" = mul nuw nsw i64 %".572", 28
  %".608" = getelementptr i8, ptr %".568", i64 %".607"
  %".609" = load i32, ptr %".608"
  %".610" = sub i32 %".609", -2147482624
  %".611" = icmp ult i32 %".610", 4294965248
  store i1 %".611", i1* %"same"
  %".613" = load i1, i1* %"same"
  br i1 %".613", label %"affine2.28", label %"steps.plain"
affine2.28:
  %".615" = getelementptr i8, ptr %".574", i64 16
  store i32 %".609", ptr %".615", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".670", %"ty.end.2"]
  %".620" = icmp slt i32 %"tz.2", %".21"
  br i1 %".620", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".668", %"tx.end.2"]
  %".623" = icmp slt i32 %"ty.2", %".19"
  br i1 %".623", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".625" = mul nuw nsw i32 %".19", %"tz.2"
  %".626" = add nuw nsw i32 %"ty.2", %".625"
  %".627" = mul nuw nsw i32 %".15", %".626"
  %".628" = load i32, i32* %"x.lo"
  %".629" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".670" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".628", %"ty.body.2"], [%".666", %"tx.body.2"]
  %".631" = icmp slt i32 %"tx.2", %".629"
  br i1 %".631", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".633" = add nuw nsw i32 %"tx.2", %".627"
  %".634" = mul nuw nsw i32 %".633", 32
  %".635" = zext i32 %".634" to i64
  %".636" = getelementptr i8, ptr %".23", i64 %".635"
  %".637" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".636", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".633", i32 %".13")
  %".638" = mul nuw nsw i64 %".29", 0
  %".639" = zext i32 %".633" to i64
  %".640" = mul nuw nsw i64 %".639", 4
  %".641" = add nuw nsw i64 %".638", %".640"
  %".642" = getelementptr i8, ptr %".25", i64 %".641"
  store i32 %".637", ptr %".642", !llvm.access.group !22, !tbaa !31
  %".644" = and i32 %".637", 15
  %".645" = load i32, i32* %"or"
  %".646" = or i32 %".645", %".637"
  store i32 %".646", i32* %"or"
  %".648" = load i32, i32* %"and"
  %".649" = and i32 %".648", %".637"
  store i32 %".649", i32* %"and"
  %".651" = load i32, i32* %"at.bar"
  %".652" = icmp eq i32 %".644", 2
  %".653" = zext i1 %".652" to i32
  %".654" = add i32 %".651", %".653"
  store i32 %".654", i32* %"at.bar"
  %".656" = load i32, i32* %"exited"
  %".657" = icmp eq i32 %".644", 3
  %".658" = zext i1 %".657" to i32
  %".659" = add i32 %".656", %".658"
  store i32 %".659", i32* %"exited"
  %".661" = load i32, i32* %"at.step"
  %".662" = icmp eq i32 %".644", 5
  %".663" = zext i1 %".662" to i32
  %".664" = add i32 %".661", %".663"
  store i32 %".664", i32* %"at.step"
  %".666" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".668" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".724", %"ty.end.3"]
  %".674" = icmp slt i32 %"tz.3", %".21"
  br i1 %".674", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".722", %"tx.end.3"]
  %".677" = icmp slt i32 %"ty.3", %".19"
  br i1 %".677", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".679" = mul nuw nsw i32 %".19", %"tz.3"
  %".680" = add nuw nsw i32 %"ty.3", %".679"
  %".681" = mul nuw nsw i32 %".15", %".680"
  %".682" = load i32, i32* %"x.lo"
  %".683" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".724" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".682", %"ty.body.3"], [%".720", %"tx.body.3"]
  %".685" = icmp slt i32 %"tx.3", %".683"
  br i1 %".685", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".687" = add nuw nsw i32 %"tx.3", %".681"
  %".688" = mul nuw nsw i32 %".687", 32
  %".689" = zext i32 %".688" to i64
  %".690" = getelementptr i8, ptr %".23", i64 %".689"
  %".691" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".690", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".687", i32 %".13")
  %".692" = mul nuw nsw i64 %".29", 0
  %".693" = zext i32 %".687" to i64
  %".694" = mul nuw nsw i64 %".693", 4
  %".695" = add nuw nsw i64 %".692", %".694"
  %".696" = getelementptr i8, ptr %".25", i64 %".695"
  store i32 %".691", ptr %".696", !llvm.access.group !22, !tbaa !31
  %".698" = and i32 %".691", 15
  %".699" = load i32, i32* %"or"
  %".700" = or i32 %".699", %".691"
  store i32 %".700", i32* %"or"
  %".702" = load i32, i32* %"and"
  %".703" = and i32 %".702", %".691"
  store i32 %".703", i32* %"and"
  %".705" = load i32, i32* %"at.bar"
  %".706" = icmp eq i32 %".698", 2
  %".707" = zext i1 %".706" to i32
  %".708" = add i32 %".705", %".707"
  store i32 %".708", i32* %"at.bar"
  %".710" = load i32, i32* %"exited"
  %".711" = icmp eq i32 %".698", 3
  %".712" = zext i1 %".711" to i32
  %".713" = add i32 %".710", %".712"
  store i32 %".713", i32* %"exited"
  %".715" = load i32, i32* %"at.step"
  %".716" = icmp eq i32 %".698", 5
  %".717" = zext i1 %".716" to i32
  %".718" = add i32 %".715", %".717"
  store i32 %".718", i32* %"at.step"
  %".720" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".722" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".778", %"ty.end.4"]
  %".728" = icmp slt i32 %"tz.4", %".21"
  br i1 %".728", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".776", %"tx.end.4"]
  %".731" = icmp slt i32 %"ty.4", %".19"
  br i1 %".731", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".733" = mul nuw nsw i32 %".19", %"tz.4"
  %".734" = add nuw nsw i32 %"ty.4", %".733"
  %".735" = mul nuw nsw i32 %".15", %".734"
  %".736" = load i32, i32* %"x.lo"
  %".737" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".778" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".736", %"ty.body.4"], [%".774", %"tx.body.4"]
  %".739" = icmp slt i32 %"tx.4", %".737"
  br i1 %".739", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".741" = add nuw nsw i32 %"tx.4", %".735"
  %".742" = mul nuw nsw i32 %".741", 32
  %".743" = zext i32 %".742" to i64
  %".744" = getelementptr i8, ptr %".23", i64 %".743"
  %".745" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".744", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".741", i32 %".13")
  %".746" = mul nuw nsw i64 %".29", 0
  %".747" = zext i32 %".741" to i64
  %".748" = mul nuw nsw i64 %".747", 4
  %".749" = add nuw nsw i64 %".746", %".748"
  %".750" = getelementptr i8, ptr %".25", i64 %".749"
  store i32 %".745", ptr %".750", !llvm.access.group !22, !tbaa !31
  %".752" = and i32 %".745", 15
  %".753" = load i32, i32* %"or"
  %".754" = or i32 %".753", %".745"
  store i32 %".754", i32* %"or"
  %".756" = load i32, i32* %"and"
  %".757" = and i32 %".756", %".745"
  store i32 %".757", i32* %"and"
  %".759" = load i32, i32* %"at.bar"
  %".760" = icmp eq i32 %".752", 2
  %".761" = zext i1 %".760" to i32
  %".762" = add i32 %".759", %".761"
  store i32 %".762", i32* %"at.bar"
  %".764" = load i32, i32* %"exited"
  %".765" = icmp eq i32 %".752", 3
  %".766" = zext i1 %".765" to i32
  %".767" = add i32 %".764", %".766"
  store i32 %".767", i32* %"exited"
  %".769" = load i32, i32* %"at.step"
  %".770" = icmp eq i32 %".752", 5
  %".771" = zext i1 %".770" to i32
  %".772" = add i32 %".769", %".771"
  store i32 %".772", i32* %"at.step"
  %".774" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".776" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block10:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block10"], [%".832", %"ty.end.5"]
  %".782" = icmp slt i32 %"tz.5", %".21"
  br i1 %".782", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".830", %"tx.end.5"]
  %".785" = icmp slt i32 %"ty.5", %".19"
  br i1 %".785", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".787" = mul nuw nsw i32 %".19", %"tz.5"
  %".788" = add nuw nsw i32 %"ty.5", %".787"
  %".789" = mul nuw nsw i32 %".15", %".788"
  %".790" = load i32, i32* %"x.lo"
  %".791" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".832" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".790", %"ty.body.5"], [%".828", %"tx.body.5"]
  %".793" = icmp slt i32 %"tx.5", %".791"
  br i1 %".793", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".795" = add nuw nsw i32 %"tx.5", %".789"
  %".796" = mul nuw nsw i32 %".795", 32
  %".797" = zext i32 %".796" to i64
  %".798" = getelementptr i8, ptr %".23", i64 %".797"
  %".799" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".798", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 10, i32 %".795", i32 %".13")
  %".800" = mul nuw nsw i64 %".29", 0
  %".801" = zext i32 %".795" to i64
  %".802" = mul nuw nsw i64 %".801", 4
  %".803" = add nuw nsw i64 %".800", %".802"
  %".804" = getelementptr i8, ptr %".25", i64 %".803"
  store i32 %".799", ptr %".804", !llvm.access.group !22, !tbaa !31
  %".806" = and i32 %".799", 15
  %".807" = load i32, i32* %"or"
  %".808" = or i32 %".807", %".799"
  store i32 %".808", i32* %"or"
  %".810" = load i32, i32* %"and"
  %".811" = and i32 %".810", %".799"
  store i32 %".811", i32* %"and"
  %".813" = load i32, i32* %"at.bar"
  %".814" = icmp eq i32 %".806", 2
  %".815" = zext i1 %".814" to i32
  %".816" = add i32 %".813", %".815"
  store i32 %".816", i32* %"at.bar"
  %".818" = load i32, i32* %"exited"
  %".819" = icmp eq i32 %".806", 3
  %".820" = zext i1 %".819" to i32
  %".821" = add i32 %".818", %".820"
  store i32 %".821", i32* %"exited"
  %".823" = load i32, i32* %"at.step"
  %".824" = icmp eq i32 %".806", 5
  %".825" = zext i1 %".824" to i32
  %".826" = add i32 %".823", %".825"
  store i32 %".826", i32* %"at.step"
  %".828" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".830" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".886", %"ty.end.6"]
  %".836" = icmp slt i32 %"tz.6", %".21"
  br i1 %".836", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".884", %"tx.end.6"]
  %".839" = icmp slt i32 %"ty.6", %".19"
  br i1 %".839", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".841" = mul nuw nsw i32 %".19", %"tz.6"
  %".842" = add nuw nsw i32 %"ty.6", %".841"
  %".843" = mul nuw nsw i32 %".15", %".842"
  %".844" = load i32, i32* %"x.lo"
  %".845" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".886" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".844", %"ty.body.6"], [%".882", %"tx.body.6"]
  %".847" = icmp slt i32 %"tx.6", %".845"
  br i1 %".847", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".849" = add nuw nsw i32 %"tx.6", %".843"
  %".850" = mul nuw nsw i32 %".849", 32
  %".851" = zext i32 %".850" to i64
  %".852" = getelementptr i8, ptr %".23", i64 %".851"
  %".853" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".852", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".849", i32 %".13")
  %".854" = mul nuw nsw i64 %".29", 0
  %".855" = zext i32 %".849" to i64
  %".856" = mul nuw nsw i64 %".855", 4
  %".857" = add nuw nsw i64 %".854", %".856"
  %".858" = getelementptr i8, ptr %".25", i64 %".857"
  store i32 %".853", ptr %".858", !llvm.access.group !22, !tbaa !31
  %".860" = and i32 %".853", 15
  %".861" = load i32, i32* %"or"
  %".862" = or i32 %".861", %".853"
  store i32 %".862", i32* %"or"
  %".864" = load i32, i32* %"and"
  %".865" = and i32 %".864", %".853"
  store i32 %".865", i32* %"and"
  %".867" = load i32, i32* %"at.bar"
  %".868" = icmp eq i32 %".860", 2
  %".869" = zext i1 %".868" to i32
  %".870" = add i32 %".867", %".869"
  store i32 %".870", i32* %"at.bar"
  %".872" = load i32, i32* %"exited"
  %".873" = icmp eq i32 %".860", 3
  %".874" = zext i1 %".873" to i32
  %".875" = add i32 %".872", %".874"
  store i32 %".875", i32* %"exited"
  %".877" = load i32, i32* %"at.step"
  %".878" = icmp eq i32 %".860", 5
  %".879" = zext i1 %".878" to i32
  %".880" = add i32 %".877", %".879"
  store i32 %".880", i32* %"at.step"
  %".882" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".884" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".940", %"ty.end.7"]
  %".890" = icmp slt i32 %"tz.7", %".21"
  br i1 %".890", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".938", %"tx.end.7"]
  %".893" = icmp slt i32 %"ty.7", %".19"
  br i1 %".893", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".895" = mul nuw nsw i32 %".19", %"tz.7"
  %".896" = add nuw nsw i32 %"ty.7", %".895"
  %".897" = mul nuw nsw i32 %".15", %".896"
  %".898" = load i32, i32* %"x.lo"
  %".899" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".940" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".898", %"ty.body.7"], [%".936", %"tx.body.7"]
  %".901" = icmp slt i32 %"tx.7", %".899"
  br i1 %".901", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".903" = add nuw nsw i32 %"tx.7", %".897"
  %".904" = mul nuw nsw i32 %".903", 32
  %".905" = zext i32 %".904" to i64
  %".906" = getelementptr i8, ptr %".23", i64 %".905"
  %".907" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".906", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".903", i32 %".13")
  %".908" = mul nuw nsw i64 %".29", 0
  %".909" = zext i32 %".903" to i64
  %".910" = mul nuw nsw i64 %".909", 4
  %".911" = add nuw nsw i64 %".908", %".910"
  %".912" = getelementptr i8, ptr %".25", i64 %".911"
  store i32 %".907", ptr %".912", !llvm.access.group !22, !tbaa !31
  %".914" = and i32 %".907", 15
  %".915" = load i32, i32* %"or"
  %".916" = or i32 %".915", %".907"
  store i32 %".916", i32* %"or"
  %".918" = load i32, i32* %"and"
  %".919" = and i32 %".918", %".907"
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
  %".936" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".938" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block1.1:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block1.1"], [%".995", %"ty.end.8"]
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
  %".962" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".961", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 1, i32 %".958", i32 %".13")
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
block2.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block2.1"], [%".1049", %"ty.end.9"]
  %".999" = icmp slt i32 %"tz.9", %".21"
  br i1 %".999", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1047", %"tx.end.9"]
  %".1002" = icmp slt i32 %"ty.9", %".19"
  br i1 %".1002", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1004" = mul nuw nsw i32 %".19", %"tz.9"
  %".1005" = add nuw nsw i32 %"ty.9", %".1004"
  %".1006" = mul nuw nsw i32 %".15", %".1005"
  %".1007" = load i32, i32* %"x.lo"
  %".1008" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1049" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1007", %"ty.body.9"], [%".1045", %"tx.body.9"]
  %".1010" = icmp slt i32 %"tx.9", %".1008"
  br i1 %".1010", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1012" = add nuw nsw i32 %"tx.9", %".1006"
  %".1013" = mul nuw nsw i32 %".1012", 32
  %".1014" = zext i32 %".1013" to i64
  %".1015" = getelementptr i8, ptr %".23", i64 %".1014"
  %".1016" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1015", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 2, i32 %".1012", i32 %".13")
  %".1017" = mul nuw nsw i64 %".29", 0
  %".1018" = zext i32 %".1012" to i64
  %".1019" = mul nuw nsw i64 %".1018", 4
  %".1020" = add nuw nsw i64 %".1017", %".1019"
  %".1021" = getelementptr i8, ptr %".25", i64 %".1020"
  store i32 %".1016", ptr %".1021", !llvm.access.group !22, !tbaa !31
  %".1023" = and i32 %".1016", 15
  %".1024" = load i32, i32* %"or"
  %".1025" = or i32 %".1024", %".1016"
  store i32 %".1025", i32* %"or"
  %".1027" = load i32, i32* %"and"
  %".1028" = and i32 %".1027", %".1016"
  store i32 %".1028", i32* %"and"
  %".1030" = load i32, i32* %"at.bar"
  %".1031" = icmp eq i32 %".1023", 2
  %".1032" = zext i1 %".1031" to i32
  %".1033" = add i32 %".1030", %".1032"
  store i32 %".1033", i32* %"at.bar"
  %".1035" = load i32, i32* %"exited"
  %".1036" = icmp eq i32 %".1023", 3
  %".1037" = zext i1 %".1036" to i32
  %".1038" = add i32 %".1035", %".1037"
  store i32 %".1038", i32* %"exited"
  %".1040" = load i32, i32* %"at.step"
  %".1041" = icmp eq i32 %".1023", 5
  %".1042" = zext i1 %".1041" to i32
  %".1043" = add i32 %".1040", %".1042"
  store i32 %".1043", i32* %"at.step"
  %".1045" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1047" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
step.some:
  br i1 %".32", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1084", %"same.body.1"]
  %".1061" = icmp slt i32 %"same.2", %".13"
  br i1 %".1061", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1063" = add i32 0, %"same.2"
  %".1064" = mul nuw nsw i64 %".29", 0
  %".1065" = zext i32 %".1063" to i64
  %".1066" = mul nuw nsw i64 %".1065", 4
  %".1067" = add nuw nsw i64 %".1064", %".1066"
  %".1068" = getelementptr i8, ptr %".25", i64 %".1067"
  %".1069" = load i32, ptr %".1068"
  %".1070" = and i32 %".1069", 15
  %".1071" = icmp eq i32 %".1070", 5
  %".1072" = mul nuw nsw i64 %".29", 0
  %".1073" = zext i32 %".1063" to i64
  %".1074" = mul nuw nsw i64 %".1073", 4
  %".1075" = add nuw nsw i64 %".1072", %".1074"
  %".1076" = getelementptr i8, ptr %".25", i64 %".1075"
  %".1077" = load i32, ptr %".1076"
  %".1078" = lshr i32 %".1077", 4
  %".1079" = icmp eq i32 %".1078", %".1058"
  %".1080" = and i1 %".1071", %".1079"
  %".1081" = load i1, i1* %"same"
  %".1082" = and i1 %".1081", %".1080"
  store i1 %".1082", i1* %"same"
  %".1084" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1086" = load i1, i1* %"same"
  br i1 %".1086", label %"uniform.1", label %"step.some"
uniform.1:
  %".1088" = getelementptr i8, ptr %".2", i64 192
  %".1089" = load ptr, ptr %".1088"
  %".1090" = getelementptr i8, ptr %".1", i64 60
  %".1091" = load i32, ptr %".1090", !range !1
  %".1092" = zext i32 %".1091" to i64
  %".1093" = add nuw nsw i64 %".1092", 16
  %".1094" = mul nuw nsw i64 %".1093", 56
  %".1095" = getelementptr i8, ptr %".1089", i64 %".1094"
  switch i32 %".1058", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1058", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok.1:
  switch i32 %".1058", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1.1:
  %".1097" = getelementptr i8, ptr %".1095", i64 8
  store i32 0, ptr %".1097", !tbaa !5
  %".1099" = mul nuw nsw i64 %".1093", 28
  %".1100" = getelementptr i8, ptr %".1089", i64 %".1099"
  %".1101" = load i32, ptr %".1100"
  %".1102" = sub i32 %".1101", -2147482624
  %".1103" = icmp ult i32 %".1102", 4294965248
  store i1 %".1103", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1116", %"affine.body.1"]
  %".1106" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1106", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1108" = zext i32 %"affine.1" to i64
  %".1109" = getelementptr i32, ptr %".1100", i64 %".1108"
  %".1110" = load i32, ptr %".1109"
  %".1111" = load i1, i1* %"same"
  %".1112" = add i32 %"affine.1", %".1101"
  %".1113" = icmp eq i32 %".1110", %".1112"
  %".1114" = and i1 %".1111", %".1113"
  store i1 %".1114", i1* %"same"
  %".1116" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1118" = load i1, i1* %"same"
  br i1 %".1118", label %"affine1.28.1", label %"steps.plain.1"
affine1.28.1:
  %".1120" = getelementptr i8, ptr %".1095", i64 0
  store i32 %".1101", ptr %".1120", !tbaa !5
  store i32 1, ptr %".1097", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1124" = getelementptr i8, ptr %".1095", i64 8
  %".1125" = load i32, ptr %".1124", !tbaa !5
  %".1126" = icmp ne i32 %".1125", 0
  br i1 %".1126", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1128" = mul nuw nsw i64 %".1093", 28
  %".1129" = getelementptr i8, ptr %".1089", i64 %".1128"
  %".1130" = load i32, ptr %".1129"
  %".1131" = sub i32 %".1130", -2147482624
  %".1132" = icmp ult i32 %".1131", 4294965248
  store i1 %".1132", i1* %"same"
  %".1134" = load i1, i1* %"same"
  br i1 %".1134", label %"affine2.28.1", label %"steps.plain.1"
affine2.28.1:
  %".1136" = getelementptr i8, ptr %".1095", i64 16
  store i32 %".1130", ptr %".1136", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1174", %"run.scan.body"]
  %".1146" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1146", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1148" = mul nuw nsw i64 %".29", 0
  %".1149" = zext i32 %"run.scan.1" to i64
  %".1150" = mul nuw nsw i64 %".1149", 4
  %".1151" = add nuw nsw i64 %".1148", %".1150"
  %".1152" = getelementptr i8, ptr %".25", i64 %".1151"
  %".1153" = load i32, ptr %".1152"
  %".1154" = and i32 %".1153", 15
  %".1155" = icmp eq i32 %".1154", 5
  %".1156" = load i32, i32* %"run.first"
  %".1157" = icmp eq i32 %".1156", -1
  %".1158" = and i1 %".1155", %".1157"
  %".1159" = select  i1 %".1158", i32 %"run.scan.1", i32 %".1156"
  store i32 %".1159", i32* %"run.first"
  %".1161" = load i32, i32* %"run.code"
  %".1162" = select  i1 %".1158", i32 %".1153", i32 %".1161"
  store i32 %".1162", i32* %"run.code"
  %".1164" = icmp ne i32 %".1156", -1
  %".1165" = load i32, i32* %"run.end"
  %".1166" = icmp eq i32 %".1165", -1
  %".1167" = load i32, i32* %"run.code"
  %".1168" = icmp ne i32 %".1153", %".1167"
  %".1169" = and i1 %".1166", %".1168"
  %".1170" = and i1 %".1164", %".1169"
  %".1171" = load i32, i32* %"run.end"
  %".1172" = select  i1 %".1170", i32 %"run.scan.1", i32 %".1171"
  store i32 %".1172", i32* %"run.end"
  %".1174" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1176" = load i32, i32* %"run.end"
  %".1177" = icmp eq i32 %".1176", -1
  %".1178" = select  i1 %".1177", i32 %".13", i32 %".1176"
  store i32 %".1178", i32* %"run.end"
  %".1180" = load i32, i32* %"run.first"
  %".1181" = sub i32 %".1178", %".1180"
  %".1182" = load i32, i32* %"run.first"
  %".1183" = icmp ne i32 %".1182", -1
  %".1184" = shl i32 %".1181", 1
  %".1185" = icmp uge i32 %".1184", %".13"
  %".1186" = and i1 %".1183", %".1185"
  br i1 %".1186", label %"run.found", label %"step.each"
run.found:
  %".1188" = load i32, i32* %"run.code"
  %".1189" = lshr i32 %".1188", 4
  %".1190" = load i32, i32* %"run.first"
  %".1191" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1239", %"others.body.endif"]
  %".1193" = icmp slt i32 %"others", %".13"
  br i1 %".1193", label %"others.body", label %"others.end"
others.body:
  %".1195" = icmp ult i32 %"others", %".1190"
  %".1196" = icmp uge i32 %"others", %".1191"
  %".1197" = or i1 %".1195", %".1196"
  %".1198" = mul nuw nsw i64 %".29", 0
  %".1199" = zext i32 %"others" to i64
  %".1200" = mul nuw nsw i64 %".1199", 4
  %".1201" = add nuw nsw i64 %".1198", %".1200"
  %".1202" = getelementptr i8, ptr %".25", i64 %".1201"
  %".1203" = load i32, ptr %".1202"
  %".1204" = and i32 %".1203", 15
  %".1205" = icmp eq i32 %".1204", 5
  %".1206" = and i1 %".1197", %".1205"
  br i1 %".1206", label %"others.body.if", label %"others.body.endif"
others.end:
  %".1241" = load i32, i32* %"run.first"
  store i32 %".1241", i32* %"x.lo"
  %".1243" = load i32, i32* %"run.end"
  store i32 %".1243", i32* %"x.hi"
  switch i32 %".1189", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
others.body.if:
  %".1208" = mul nuw nsw i64 %".29", 0
  %".1209" = zext i32 %"others" to i64
  %".1210" = mul nuw nsw i64 %".1209", 4
  %".1211" = add nuw nsw i64 %".1208", %".1210"
  %".1212" = getelementptr i8, ptr %".25", i64 %".1211"
  %".1213" = load i32, ptr %".1212"
  %".1214" = lshr i32 %".1213", 4
  %".1215" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1214", i32 %"others")
  %".1216" = and i32 %".1215", 15
  %".1217" = load i32, i32* %"or"
  %".1218" = or i32 %".1217", %".1215"
  store i32 %".1218", i32* %"or"
  %".1220" = load i32, i32* %"and"
  %".1221" = and i32 %".1220", %".1215"
  store i32 %".1221", i32* %"and"
  %".1223" = load i32, i32* %"at.bar"
  %".1224" = icmp eq i32 %".1216", 2
  %".1225" = zext i1 %".1224" to i32
  %".1226" = add i32 %".1223", %".1225"
  store i32 %".1226", i32* %"at.bar"
  %".1228" = load i32, i32* %"exited"
  %".1229" = icmp eq i32 %".1216", 3
  %".1230" = zext i1 %".1229" to i32
  %".1231" = add i32 %".1228", %".1230"
  store i32 %".1231", i32* %"exited"
  %".1233" = load i32, i32* %"at.step"
  %".1234" = icmp eq i32 %".1216", 5
  %".1235" = zext i1 %".1234" to i32
  %".1236" = add i32 %".1233", %".1235"
  store i32 %".1236", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1239" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1295", %"each.body.3.endif"]
  %".1248" = icmp slt i32 %"each.4", %".13"
  br i1 %".1248", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1250" = add i32 0, %"each.4"
  %".1251" = mul nuw nsw i64 %".29", 0
  %".1252" = zext i32 %".1250" to i64
  %".1253" = mul nuw nsw i64 %".1252", 4
  %".1254" = add nuw nsw i64 %".1251", %".1253"
  %".1255" = getelementptr i8, ptr %".25", i64 %".1254"
  %".1256" = load i32, ptr %".1255"
  %".1257" = and i32 %".1256", 15
  %".1258" = icmp eq i32 %".1257", 5
  br i1 %".1258", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1295" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1261" = mul nuw nsw i64 %".29", 0
  %".1262" = zext i32 %".1250" to i64
  %".1263" = mul nuw nsw i64 %".1262", 4
  %".1264" = add nuw nsw i64 %".1261", %".1263"
  %".1265" = getelementptr i8, ptr %".25", i64 %".1264"
  %".1266" = load i32, ptr %".1265"
  %".1267" = lshr i32 %".1266", 4
  %".1268" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1267", i32 %".1250")
  %".1269" = and i32 %".1268", 15
  %".1270" = icmp eq i32 %".1269", 5
  br i1 %".1270", label %"each.step", label %"each.stop"
each.stop:
  %".1272" = and i32 %".1268", 15
  %".1273" = load i32, i32* %"or"
  %".1274" = or i32 %".1273", %".1268"
  store i32 %".1274", i32* %"or"
  %".1276" = load i32, i32* %"and"
  %".1277" = and i32 %".1276", %".1268"
  store i32 %".1277", i32* %"and"
  %".1279" = load i32, i32* %"at.bar"
  %".1280" = icmp eq i32 %".1272", 2
  %".1281" = zext i1 %".1280" to i32
  %".1282" = add i32 %".1279", %".1281"
  store i32 %".1282", i32* %"at.bar"
  %".1284" = load i32, i32* %"exited"
  %".1285" = icmp eq i32 %".1272", 3
  %".1286" = zext i1 %".1285" to i32
  %".1287" = add i32 %".1284", %".1286"
  store i32 %".1287", i32* %"exited"
  %".1289" = load i32, i32* %"at.step"
  %".1290" = icmp eq i32 %".1272", 5
  %".1291" = zext i1 %".1290" to i32
  %".1292" = add i32 %".1289", %".1291"
  store i32 %".1292", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1306" = add nuw nsw i32 %".3", 1
  store i32 %".1306", i32* %"hi"
  %".1308" = add nuw nsw i32 %".1298", 32
  store i32 %".1308", i32* %"end"
  %".1310" = mul nuw nsw i64 %".29", 0
  %".1311" = zext i32 %".1298" to i64
  %".1312" = mul nuw nsw i64 %".1311", 4
  %".1313" = add nuw nsw i64 %".1310", %".1312"
  %".1314" = getelementptr i8, ptr %".25", i64 %".1313"
  %".1315" = load i32, ptr %".1314"
  %".1316" = lshr i32 %".1315", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1334", %"same.body.2"]
  %".1319" = icmp slt i32 %"same.3", 32
  br i1 %".1319", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1321" = add i32 %".1298", %"same.3"
  %".1322" = mul nuw nsw i64 %".29", 0
  %".1323" = zext i32 %".1321" to i64
  %".1324" = mul nuw nsw i64 %".1323", 4
  %".1325" = add nuw nsw i64 %".1322", %".1324"
  %".1326" = getelementptr i8, ptr %".25", i64 %".1325"
  %".1327" = load i32, ptr %".1326"
  %".1328" = lshr i32 %".1327", 4
  %".1329" = icmp eq i32 %".1328", %".1316"
  %".1330" = and i1 1, %".1329"
  %".1331" = load i1, i1* %"same"
  %".1332" = and i1 %".1331", %".1330"
  store i1 %".1332", i1* %"same"
  %".1334" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1336" = load i1, i1* %"same"
  br i1 %".1336", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1316", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1378", %"each.body.4.endif"]
  %".1340" = icmp slt i32 %"each.5", 32
  br i1 %".1340", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1342" = add i32 %".1298", %"each.5"
  %".1343" = shl i32 1, %"each.5"
  %".1344" = and i32 %".4", %".1343"
  %".1345" = icmp ne i32 %".1344", 0
  br i1 %".1345", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1347" = mul nuw nsw i64 %".29", 0
  %".1348" = zext i32 %".1342" to i64
  %".1349" = mul nuw nsw i64 %".1348", 4
  %".1350" = add nuw nsw i64 %".1347", %".1349"
  %".1351" = getelementptr i8, ptr %".25", i64 %".1350"
  %".1352" = load i32, ptr %".1351"
  %".1353" = lshr i32 %".1352", 4
  %".1354" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1353", i32 %".1342")
  %".1355" = and i32 %".1354", 15
  %".1356" = load i32, i32* %"or"
  %".1357" = or i32 %".1356", %".1354"
  store i32 %".1357", i32* %"or"
  %".1359" = load i32, i32* %"and"
  %".1360" = and i32 %".1359", %".1354"
  store i32 %".1360", i32* %"and"
  %".1362" = load i32, i32* %"at.bar"
  %".1363" = icmp eq i32 %".1355", 2
  %".1364" = zext i1 %".1363" to i32
  %".1365" = add i32 %".1362", %".1364"
  store i32 %".1365", i32* %"at.bar"
  %".1367" = load i32, i32* %"exited"
  %".1368" = icmp eq i32 %".1355", 3
  %".1369" = zext i1 %".1368" to i32
  %".1370" = add i32 %".1367", %".1369"
  store i32 %".1370", i32* %"exited"
  %".1372" = load i32, i32* %"at.step"
  %".1373" = icmp eq i32 %".1355", 5
  %".1374" = zext i1 %".1373" to i32
  %".1375" = add i32 %".1372", %".1374"
  store i32 %".1375", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1378" = add i32 %"each.5", 1
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
  %".56" = add nuw nsw i64 %".55", 16
  %".57" = mul i64 %".56", 56
  %".58" = add i64 %".57", 24
  %".59" = add i64 %".58", 1024
  %".60" = getelementptr i8, ptr %".4", i64 200
  %".61" = getelementptr i8, ptr %".4", i64 208
  %".62" = load i64, ptr %".61"
  %".63" = icmp ult i64 %".62", %".59"
  br i1 %".63", label %"entry.if", label %"entry.endif", !prof !73
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
!69 = !{ i64 20 }
!70 = !{ i64 16 }
!71 = !{ i32 1, i32 -2147483648 }
!72 = !{ i32 1, i32 65536 }
!73 = !{ !"branch_weights", i32 1, i32 99 }