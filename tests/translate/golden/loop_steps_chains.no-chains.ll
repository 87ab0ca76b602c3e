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
  %".1467" = load i32, i32* %"or"
  %".1468" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1467", ptr %".1468"
  %".1470" = load i32, i32* %"and"
  %".1471" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1470", ptr %".1471"
  %".1473" = load i32, i32* %"at.bar"
  %".1474" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1473", ptr %".1474"
  %".1476" = load i32, i32* %"exited"
  %".1477" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1476", ptr %".1477"
  %".1479" = load i32, i32* %"at.step"
  %".1480" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1479", ptr %".1480"
  ret void
start:
  br label %"block0"
warp:
  %".1384" = mul nuw nsw i32 %".3", 32
  %".1385" = icmp eq i32 %".4", -1
  %".1386" = add i32 %".1384", 32
  %".1387" = icmp ule i32 %".1386", %".13"
  %".1388" = and i1 %".1385", %".1387"
  %".1389" = and i1 %".1388", %".37"
  br i1 %".1389", label %"warp.check", label %"warp.each"
at.barrier:
  %".99" = icmp ne i32 %".4", -1
  br i1 %".99", label %"known", label %"scan"
all.at.warp:
  br i1 %".37", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".579" = icmp ne i32 %".4", -1
  br i1 %".579", label %"step.known", label %"step.scan"
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
  %".1200" = load i32, i32* %"run.from"
  %".1201" = lshr i32 %".13", 5
  %".1202" = lshr i32 %".1200", 5
  br label %"run.find"
each:
  br label %"each.head"
known:
  %".101" = lshr i32 %".4", 4
  switch i32 %".101", label %"scan" [i32 9, label %"block9"]
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
block9:
  %".103" = load i32, i32* %"z.lo"
  %".104" = load i32, i32* %"z.hi"
  %".105" = load i32, i32* %"y.lo"
  %".106" = load i32, i32* %"y.hi"
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [%".103", %"block9"], [%".158", %"ty.end.1"]
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
  %".125" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".124", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 9, i32 %".121", i32 %".13")
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
  switch i32 %".168", label %"each" [i32 9, label %"block9"]
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
  %"warp.1" = phi  i32 [%".253", %"lanes4"], [%".297", %"lane.end"]
  %".256" = icmp slt i32 %"warp.1", %".254"
  br i1 %".256", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".258" = mul nuw nsw i32 %"warp.1", %"warp.size"
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".299" = mul nuw nsw i32 %".254", %"warp.size.1"
  store i32 %".299", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".295", %"lane.body"]
  %".260" = icmp slt i32 %"lane", 32
  br i1 %".260", label %"lane.body", label %"lane.end"
lane.body:
  %".262" = add nuw nsw i32 %".258", %"lane"
  %".263" = mul nuw nsw i32 %".262", 32
  %".264" = zext i32 %".263" to i64
  %".265" = getelementptr i8, ptr %".28", i64 %".264"
  %".266" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".265", i32 %".262", i32 0, i32 0, i32 4, i32 %".262", i32 %".13")
  %".267" = mul nuw nsw i64 %".34", 0
  %".268" = zext i32 %".262" to i64
  %".269" = mul nuw nsw i64 %".268", 4
  %".270" = add nuw nsw i64 %".267", %".269"
  %".271" = getelementptr i8, ptr %".30", i64 %".270"
  store i32 %".266", ptr %".271", !llvm.access.group !22, !tbaa !31
  %".273" = and i32 %".266", 15
  %".274" = load i32, i32* %"or"
  %".275" = or i32 %".274", %".266"
  store i32 %".275", i32* %"or"
  %".277" = load i32, i32* %"and"
  %".278" = and i32 %".277", %".266"
  store i32 %".278", i32* %"and"
  %".280" = load i32, i32* %"at.bar"
  %".281" = icmp eq i32 %".273", 2
  %".282" = zext i1 %".281" to i32
  %".283" = add i32 %".280", %".282"
  store i32 %".283", i32* %"at.bar"
  %".285" = load i32, i32* %"exited"
  %".286" = icmp eq i32 %".273", 3
  %".287" = zext i1 %".286" to i32
  %".288" = add i32 %".285", %".287"
  store i32 %".288", i32* %"exited"
  %".290" = load i32, i32* %"at.step"
  %".291" = icmp eq i32 %".273", 5
  %".292" = zext i1 %".291" to i32
  %".293" = add i32 %".290", %".292"
  store i32 %".293", i32* %"at.step"
  %".295" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".297" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".301" = load i32, i32* %"tail"
  %".302" = load i32, i32* %"end"
  %".303" = sub i32 %".302", %".301"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".340", %"each.body.1.endif"]
  %".305" = icmp slt i32 %"each.2", %".303"
  br i1 %".305", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".307" = add i32 %".301", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".309" = mul nuw nsw i64 %".34", 0
  %".310" = zext i32 %".307" to i64
  %".311" = mul nuw nsw i64 %".310", 4
  %".312" = add nuw nsw i64 %".309", %".311"
  %".313" = getelementptr i8, ptr %".30", i64 %".312"
  %".314" = load i32, ptr %".313"
  %".315" = lshr i32 %".314", 4
  %".316" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".315", i32 %".307")
  %".317" = and i32 %".316", 15
  %".318" = load i32, i32* %"or"
  %".319" = or i32 %".318", %".316"
  store i32 %".319", i32* %"or"
  %".321" = load i32, i32* %"and"
  %".322" = and i32 %".321", %".316"
  store i32 %".322", i32* %"and"
  %".324" = load i32, i32* %"at.bar"
  %".325" = icmp eq i32 %".317", 2
  %".326" = zext i1 %".325" to i32
  %".327" = add i32 %".324", %".326"
  store i32 %".327", i32* %"at.bar"
  %".329" = load i32, i32* %"exited"
  %".330" = icmp eq i32 %".317", 3
  %".331" = zext i1 %".330" to i32
  %".332" = add i32 %".329", %".331"
  store i32 %".332", i32* %"exited"
  %".334" = load i32, i32* %"at.step"
  %".335" = icmp eq i32 %".317", 5
  %".336" = zext i1 %".335" to i32
  %".337" = add i32 %".334", %".336"
  store i32 %".337", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".340" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".344" = load i32, i32* %"lo"
  %".345" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".344", %"lanes5"], [%".388", %"lane.end.1"]
  %".347" = icmp slt i32 %"warp.2", %".345"
  br i1 %".347", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".349" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".390" = mul nuw nsw i32 %".345", %"warp.size.3"
  store i32 %".390", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".386", %"lane.body.1"]
  %".351" = icmp slt i32 %"lane.1", 32
  br i1 %".351", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".353" = add nuw nsw i32 %".349", %"lane.1"
  %".354" = mul nuw nsw i32 %".353", 32
  %".355" = zext i32 %".354" to i64
  %".356" = getelementptr i8, ptr %".28", i64 %".355"
  %".357" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".356", i32 %".353", i32 0, i32 0, i32 5, i32 %".353", i32 %".13")
  %".358" = mul nuw nsw i64 %".34", 0
  %".359" = zext i32 %".353" to i64
  %".360" = mul nuw nsw i64 %".359", 4
  %".361" = add nuw nsw i64 %".358", %".360"
  %".362" = getelementptr i8, ptr %".30", i64 %".361"
  store i32 %".357", ptr %".362", !llvm.access.group !22, !tbaa !31
  %".364" = and i32 %".357", 15
  %".365" = load i32, i32* %"or"
  %".366" = or i32 %".365", %".357"
  store i32 %".366", i32* %"or"
  %".368" = load i32, i32* %"and"
  %".369" = and i32 %".368", %".357"
  store i32 %".369", i32* %"and"
  %".371" = load i32, i32* %"at.bar"
  %".372" = icmp eq i32 %".364", 2
  %".373" = zext i1 %".372" to i32
  %".374" = add i32 %".371", %".373"
  store i32 %".374", i32* %"at.bar"
  %".376" = load i32, i32* %"exited"
  %".377" = icmp eq i32 %".364", 3
  %".378" = zext i1 %".377" to i32
  %".379" = add i32 %".376", %".378"
  store i32 %".379", i32* %"exited"
  %".381" = load i32, i32* %"at.step"
  %".382" = icmp eq i32 %".364", 5
  %".383" = zext i1 %".382" to i32
  %".384" = add i32 %".381", %".383"
  store i32 %".384", i32* %"at.step"
  %".386" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".388" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".393" = load i32, i32* %"lo"
  %".394" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".393", %"lanes6"], [%".437", %"lane.end.2"]
  %".396" = icmp slt i32 %"warp.3", %".394"
  br i1 %".396", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".398" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".439" = mul nuw nsw i32 %".394", %"warp.size.5"
  store i32 %".439", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".435", %"lane.body.2"]
  %".400" = icmp slt i32 %"lane.2", 32
  br i1 %".400", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".402" = add nuw nsw i32 %".398", %"lane.2"
  %".403" = mul nuw nsw i32 %".402", 32
  %".404" = zext i32 %".403" to i64
  %".405" = getelementptr i8, ptr %".28", i64 %".404"
  %".406" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".405", i32 %".402", i32 0, i32 0, i32 6, i32 %".402", i32 %".13")
  %".407" = mul nuw nsw i64 %".34", 0
  %".408" = zext i32 %".402" to i64
  %".409" = mul nuw nsw i64 %".408", 4
  %".410" = add nuw nsw i64 %".407", %".409"
  %".411" = getelementptr i8, ptr %".30", i64 %".410"
  store i32 %".406", ptr %".411", !llvm.access.group !22, !tbaa !31
  %".413" = and i32 %".406", 15
  %".414" = load i32, i32* %"or"
  %".415" = or i32 %".414", %".406"
  store i32 %".415", i32* %"or"
  %".417" = load i32, i32* %"and"
  %".418" = and i32 %".417", %".406"
  store i32 %".418", i32* %"and"
  %".420" = load i32, i32* %"at.bar"
  %".421" = icmp eq i32 %".413", 2
  %".422" = zext i1 %".421" to i32
  %".423" = add i32 %".420", %".422"
  store i32 %".423", i32* %"at.bar"
  %".425" = load i32, i32* %"exited"
  %".426" = icmp eq i32 %".413", 3
  %".427" = zext i1 %".426" to i32
  %".428" = add i32 %".425", %".427"
  store i32 %".428", i32* %"exited"
  %".430" = load i32, i32* %"at.step"
  %".431" = icmp eq i32 %".413", 5
  %".432" = zext i1 %".431" to i32
  %".433" = add i32 %".430", %".432"
  store i32 %".433", i32* %"at.step"
  %".435" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".437" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".442" = load i32, i32* %"lo"
  %".443" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".442", %"lanes7"], [%".486", %"lane.end.3"]
  %".445" = icmp slt i32 %"warp.4", %".443"
  br i1 %".445", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".447" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".488" = mul nuw nsw i32 %".443", %"warp.size.7"
  store i32 %".488", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".484", %"lane.body.3"]
  %".449" = icmp slt i32 %"lane.3", 32
  br i1 %".449", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".451" = add nuw nsw i32 %".447", %"lane.3"
  %".452" = mul nuw nsw i32 %".451", 32
  %".453" = zext i32 %".452" to i64
  %".454" = getelementptr i8, ptr %".28", i64 %".453"
  %".455" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".454", i32 %".451", i32 0, i32 0, i32 7, i32 %".451", i32 %".13")
  %".456" = mul nuw nsw i64 %".34", 0
  %".457" = zext i32 %".451" to i64
  %".458" = mul nuw nsw i64 %".457", 4
  %".459" = add nuw nsw i64 %".456", %".458"
  %".460" = getelementptr i8, ptr %".30", i64 %".459"
  store i32 %".455", ptr %".460", !llvm.access.group !22, !tbaa !31
  %".462" = and i32 %".455", 15
  %".463" = load i32, i32* %"or"
  %".464" = or i32 %".463", %".455"
  store i32 %".464", i32* %"or"
  %".466" = load i32, i32* %"and"
  %".467" = and i32 %".466", %".455"
  store i32 %".467", i32* %"and"
  %".469" = load i32, i32* %"at.bar"
  %".470" = icmp eq i32 %".462", 2
  %".471" = zext i1 %".470" to i32
  %".472" = add i32 %".469", %".471"
  store i32 %".472", i32* %"at.bar"
  %".474" = load i32, i32* %"exited"
  %".475" = icmp eq i32 %".462", 3
  %".476" = zext i1 %".475" to i32
  %".477" = add i32 %".474", %".476"
  store i32 %".477", i32* %"exited"
  %".479" = load i32, i32* %"at.step"
  %".480" = icmp eq i32 %".462", 5
  %".481" = zext i1 %".480" to i32
  %".482" = add i32 %".479", %".481"
  store i32 %".482", i32* %"at.step"
  %".484" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".486" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".491" = load i32, i32* %"lo"
  %".492" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".491", %"lanes8"], [%".535", %"lane.end.4"]
  %".494" = icmp slt i32 %"warp.5", %".492"
  br i1 %".494", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".496" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".537" = mul nuw nsw i32 %".492", %"warp.size.9"
  store i32 %".537", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".533", %"lane.body.4"]
  %".498" = icmp slt i32 %"lane.4", 32
  br i1 %".498", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".500" = add nuw nsw i32 %".496", %"lane.4"
  %".501" = mul nuw nsw i32 %".500", 32
  %".502" = zext i32 %".501" to i64
  %".503" = getelementptr i8, ptr %".28", i64 %".502"
  %".504" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".503", i32 %".500", i32 0, i32 0, i32 8, i32 %".500", i32 %".13")
  %".505" = mul nuw nsw i64 %".34", 0
  %".506" = zext i32 %".500" to i64
  %".507" = mul nuw nsw i64 %".506", 4
  %".508" = add nuw nsw i64 %".505", %".507"
  %".509" = getelementptr i8, ptr %".30", i64 %".508"
  store i32 %".504", ptr %".509", !llvm.access.group !22, !tbaa !31
  %".511" = and i32 %".504", 15
  %".512" = load i32, i32* %"or"
  %".513" = or i32 %".512", %".504"
  store i32 %".513", i32* %"or"
  %".515" = load i32, i32* %"and"
  %".516" = and i32 %".515", %".504"
  store i32 %".516", i32* %"and"
  %".518" = load i32, i32* %"at.bar"
  %".519" = icmp eq i32 %".511", 2
  %".520" = zext i1 %".519" to i32
  %".521" = add i32 %".518", %".520"
  store i32 %".521", i32* %"at.bar"
  %".523" = load i32, i32* %"exited"
  %".524" = icmp eq i32 %".511", 3
  %".525" = zext i1 %".524" to i32
  %".526" = add i32 %".523", %".525"
  store i32 %".526", i32* %"exited"
  %".528" = load i32, i32* %"at.step"
  %".529" = icmp eq i32 %".511", 5
  %".530" = zext i1 %".529" to i32
  %".531" = add i32 %".528", %".530"
  store i32 %".531", i32* %"at.step"
  %".533" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".535" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".576", %"each.body.2.endif"]
  %".541" = icmp slt i32 %"each.3", %".13"
  br i1 %".541", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".543" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".545" = mul nuw nsw i64 %".34", 0
  %".546" = zext i32 %".543" to i64
  %".547" = mul nuw nsw i64 %".546", 4
  %".548" = add nuw nsw i64 %".545", %".547"
  %".549" = getelementptr i8, ptr %".30", i64 %".548"
  %".550" = load i32, ptr %".549"
  %".551" = lshr i32 %".550", 4
  %".552" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".551", i32 %".543")
  %".553" = and i32 %".552", 15
  %".554" = load i32, i32* %"or"
  %".555" = or i32 %".554", %".552"
  store i32 %".555", i32* %"or"
  %".557" = load i32, i32* %"and"
  %".558" = and i32 %".557", %".552"
  store i32 %".558", i32* %"and"
  %".560" = load i32, i32* %"at.bar"
  %".561" = icmp eq i32 %".553", 2
  %".562" = zext i1 %".561" to i32
  %".563" = add i32 %".560", %".562"
  store i32 %".563", i32* %"at.bar"
  %".565" = load i32, i32* %"exited"
  %".566" = icmp eq i32 %".553", 3
  %".567" = zext i1 %".566" to i32
  %".568" = add i32 %".565", %".567"
  store i32 %".568", i32* %"exited"
  %".570" = load i32, i32* %"at.step"
  %".571" = icmp eq i32 %".553", 5
  %".572" = zext i1 %".571" to i32
  %".573" = add i32 %".570", %".572"
  store i32 %".573", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".576" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".581" = lshr i32 %".4", 4
  %".582" = getelementptr i8, ptr %".2", i64 192
  %".583" = load ptr, ptr %".582"
  %".584" = getelementptr i8, ptr %".1", i64 60
  %".585" = load i32, ptr %".584", !range !1
  %".586" = zext i32 %".585" to i64
  %".587" = add nuw nsw i64 %".586", 16
  %".588" = mul nuw nsw i64 %".587", 56
  %".589" = getelementptr i8, ptr %".583", i64 %".588"
  switch i32 %".581", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1107" = mul nuw nsw i64 %".34", 0
  %".1108" = zext i32 0 to i64
  %".1109" = mul nuw nsw i64 %".1108", 4
  %".1110" = add nuw nsw i64 %".1107", %".1109"
  %".1111" = getelementptr i8, ptr %".30", i64 %".1110"
  %".1112" = load i32, ptr %".1111"
  %".1113" = lshr i32 %".1112", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".581", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok:
  switch i32 %".581", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1:
  %".591" = getelementptr i8, ptr %".589", i64 8
  store i32 0, ptr %".591", !tbaa !5
  %".593" = mul nuw nsw i64 %".587", 28
  %".594" = getelementptr i8, ptr %".583", i64 %".593"
  %".595" = load i32, ptr %".594"
  %".596" = sub i32 %".595", -2147482624
  %".597" = icmp ult i32 %".596", 4294965248
  store i1 %".597", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".610", %"affine.body"]
  %".600" = icmp slt i32 %"affine", %".13"
  br i1 %".600", label %"affine.body", label %"affine.end"
affine.body:
  %".602" = zext i32 %"affine" to i64
  %".603" = getelementptr i32, ptr %".594", i64 %".602"
  %".604" = load i32, ptr %".603"
  %".605" = load i1, i1* %"same"
  %".606" = add i32 %"affine", %".595"
  %".607" = icmp eq i32 %".604", %".606"
  %".608" = and i1 %".605", %".607"
  store i1 %".608", i1* %"same"
  %".610" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".612" = load i1, i1* %"same"
  br i1 %".612", label %"affine1.28", label %"steps.plain"
affine1.28:
  %".614" = getelementptr i8, ptr %".589", i64 0
  store i32 %".595", ptr %".614", !tbaa !5
  store i32 1, ptr %".591", !tbaa !5
  br label %"affine.ok"
affine2:
  %".618" = getelementptr i8, ptr %".589", i64 8
  %".619" = load i32, ptr %".618", !tbaa !5
  %".620" = icmp ne i32 %".619", 0
  br i1 %".620", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".622" = mul nuw nsw i64 %".587", 28
  %".623" = getelementptr i8, ptr %".583", i64 %".622"
  %".624" = load i32, ptr %".623"
  %".625" = sub i32 %".624", -2147482624
  %".626" = icmp ult i32 %".625", 4294965248
  store i1 %".626", i1* %"same"
  %".628" = load i1, i1* %"same"
  br i1 %".628", label %"affine2.28", label %"steps.plain"
affine2.28:
  %".630" = getelementptr i8, ptr %".589", i64 16
  store i32 %".624", ptr %".630", !tbaa !5
  br label %"affine.ok"
block1:
  %".634" = load i32, i32* %"z.lo"
  %".635" = load i32, i32* %"z.hi"
  %".636" = load i32, i32* %"y.lo"
  %".637" = load i32, i32* %"y.hi"
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [%".634", %"block1"], [%".689", %"ty.end.2"]
  %".639" = icmp slt i32 %"tz.2", %".635"
  br i1 %".639", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  %".691" = load i1, i1* %"runs"
  br i1 %".691", label %"run.next", label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [%".636", %"tz.body.2"], [%".687", %"tx.end.2"]
  %".642" = icmp slt i32 %"ty.2", %".637"
  br i1 %".642", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".644" = mul nuw nsw i32 %".19", %"tz.2"
  %".645" = add nuw nsw i32 %"ty.2", %".644"
  %".646" = mul nuw nsw i32 %".15", %".645"
  %".647" = load i32, i32* %"x.lo"
  %".648" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".689" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".647", %"ty.body.2"], [%".685", %"tx.body.2"]
  %".650" = icmp slt i32 %"tx.2", %".648"
  br i1 %".650", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".652" = add nuw nsw i32 %"tx.2", %".646"
  %".653" = mul nuw nsw i32 %".652", 32
  %".654" = zext i32 %".653" to i64
  %".655" = getelementptr i8, ptr %".28", i64 %".654"
  %".656" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".655", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".652", i32 %".13")
  %".657" = mul nuw nsw i64 %".34", 0
  %".658" = zext i32 %".652" to i64
  %".659" = mul nuw nsw i64 %".658", 4
  %".660" = add nuw nsw i64 %".657", %".659"
  %".661" = getelementptr i8, ptr %".30", i64 %".660"
  store i32 %".656", ptr %".661", !llvm.access.group !22, !tbaa !31
  %".663" = and i32 %".656", 15
  %".664" = load i32, i32* %"or"
  %".665" = or i32 %".664", %".656"
  store i32 %".665", i32* %"or"
  %".667" = load i32, i32* %"and"
  %".668" = and i32 %".667", %".656"
  store i32 %".668", i32* %"and"
  %".670" = load i32, i32* %"at.bar"
  %".671" = icmp eq i32 %".663", 2
  %".672" = zext i1 %".671" to i32
  %".673" = add i32 %".670", %".672"
  store i32 %".673", i32* %"at.bar"
  %".675" = load i32, i32* %"exited"
  %".676" = icmp eq i32 %".663", 3
  %".677" = zext i1 %".676" to i32
  %".678" = add i32 %".675", %".677"
  store i32 %".678", i32* %"exited"
  %".680" = load i32, i32* %"at.step"
  %".681" = icmp eq i32 %".663", 5
  %".682" = zext i1 %".681" to i32
  %".683" = add i32 %".680", %".682"
  store i32 %".683", i32* %"at.step"
  %".685" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".687" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  %".693" = load i32, i32* %"z.lo"
  %".694" = load i32, i32* %"z.hi"
  %".695" = load i32, i32* %"y.lo"
  %".696" = load i32, i32* %"y.hi"
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [%".693", %"block2"], [%".748", %"ty.end.3"]
  %".698" = icmp slt i32 %"tz.3", %".694"
  br i1 %".698", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  %".750" = load i1, i1* %"runs"
  br i1 %".750", label %"run.next", label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [%".695", %"tz.body.3"], [%".746", %"tx.end.3"]
  %".701" = icmp slt i32 %"ty.3", %".696"
  br i1 %".701", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".703" = mul nuw nsw i32 %".19", %"tz.3"
  %".704" = add nuw nsw i32 %"ty.3", %".703"
  %".705" = mul nuw nsw i32 %".15", %".704"
  %".706" = load i32, i32* %"x.lo"
  %".707" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".748" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".706", %"ty.body.3"], [%".744", %"tx.body.3"]
  %".709" = icmp slt i32 %"tx.3", %".707"
  br i1 %".709", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".711" = add nuw nsw i32 %"tx.3", %".705"
  %".712" = mul nuw nsw i32 %".711", 32
  %".713" = zext i32 %".712" to i64
  %".714" = getelementptr i8, ptr %".28", i64 %".713"
  %".715" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".714", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".711", i32 %".13")
  %".716" = mul nuw nsw i64 %".34", 0
  %".717" = zext i32 %".711" to i64
  %".718" = mul nuw nsw i64 %".717", 4
  %".719" = add nuw nsw i64 %".716", %".718"
  %".720" = getelementptr i8, ptr %".30", i64 %".719"
  store i32 %".715", ptr %".720", !llvm.access.group !22, !tbaa !31
  %".722" = and i32 %".715", 15
  %".723" = load i32, i32* %"or"
  %".724" = or i32 %".723", %".715"
  store i32 %".724", i32* %"or"
  %".726" = load i32, i32* %"and"
  %".727" = and i32 %".726", %".715"
  store i32 %".727", i32* %"and"
  %".729" = load i32, i32* %"at.bar"
  %".730" = icmp eq i32 %".722", 2
  %".731" = zext i1 %".730" to i32
  %".732" = add i32 %".729", %".731"
  store i32 %".732", i32* %"at.bar"
  %".734" = load i32, i32* %"exited"
  %".735" = icmp eq i32 %".722", 3
  %".736" = zext i1 %".735" to i32
  %".737" = add i32 %".734", %".736"
  store i32 %".737", i32* %"exited"
  %".739" = load i32, i32* %"at.step"
  %".740" = icmp eq i32 %".722", 5
  %".741" = zext i1 %".740" to i32
  %".742" = add i32 %".739", %".741"
  store i32 %".742", i32* %"at.step"
  %".744" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".746" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  %".752" = load i32, i32* %"z.lo"
  %".753" = load i32, i32* %"z.hi"
  %".754" = load i32, i32* %"y.lo"
  %".755" = load i32, i32* %"y.hi"
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [%".752", %"block3"], [%".807", %"ty.end.4"]
  %".757" = icmp slt i32 %"tz.4", %".753"
  br i1 %".757", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  %".809" = load i1, i1* %"runs"
  br i1 %".809", label %"run.next", label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [%".754", %"tz.body.4"], [%".805", %"tx.end.4"]
  %".760" = icmp slt i32 %"ty.4", %".755"
  br i1 %".760", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".762" = mul nuw nsw i32 %".19", %"tz.4"
  %".763" = add nuw nsw i32 %"ty.4", %".762"
  %".764" = mul nuw nsw i32 %".15", %".763"
  %".765" = load i32, i32* %"x.lo"
  %".766" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".807" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".765", %"ty.body.4"], [%".803", %"tx.body.4"]
  %".768" = icmp slt i32 %"tx.4", %".766"
  br i1 %".768", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".770" = add nuw nsw i32 %"tx.4", %".764"
  %".771" = mul nuw nsw i32 %".770", 32
  %".772" = zext i32 %".771" to i64
  %".773" = getelementptr i8, ptr %".28", i64 %".772"
  %".774" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".773", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".770", i32 %".13")
  %".775" = mul nuw nsw i64 %".34", 0
  %".776" = zext i32 %".770" to i64
  %".777" = mul nuw nsw i64 %".776", 4
  %".778" = add nuw nsw i64 %".775", %".777"
  %".779" = getelementptr i8, ptr %".30", i64 %".778"
  store i32 %".774", ptr %".779", !llvm.access.group !22, !tbaa !31
  %".781" = and i32 %".774", 15
  %".782" = load i32, i32* %"or"
  %".783" = or i32 %".782", %".774"
  store i32 %".783", i32* %"or"
  %".785" = load i32, i32* %"and"
  %".786" = and i32 %".785", %".774"
  store i32 %".786", i32* %"and"
  %".788" = load i32, i32* %"at.bar"
  %".789" = icmp eq i32 %".781", 2
  %".790" = zext i1 %".789" to i32
  %".791" = add i32 %".788", %".790"
  store i32 %".791", i32* %"at.bar"
  %".793" = load i32, i32* %"exited"
  %".794" = icmp eq i32 %".781", 3
  %".795" = zext i1 %".794" to i32
  %".796" = add i32 %".793", %".795"
  store i32 %".796", i32* %"exited"
  %".798" = load i32, i32* %"at.step"
  %".799" = icmp eq i32 %".781", 5
  %".800" = zext i1 %".799" to i32
  %".801" = add i32 %".798", %".800"
  store i32 %".801", i32* %"at.step"
  %".803" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".805" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block10:
  %".811" = load i32, i32* %"z.lo"
  %".812" = load i32, i32* %"z.hi"
  %".813" = load i32, i32* %"y.lo"
  %".814" = load i32, i32* %"y.hi"
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [%".811", %"block10"], [%".866", %"ty.end.5"]
  %".816" = icmp slt i32 %"tz.5", %".812"
  br i1 %".816", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  %".868" = load i1, i1* %"runs"
  br i1 %".868", label %"run.next", label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [%".813", %"tz.body.5"], [%".864", %"tx.end.5"]
  %".819" = icmp slt i32 %"ty.5", %".814"
  br i1 %".819", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".821" = mul nuw nsw i32 %".19", %"tz.5"
  %".822" = add nuw nsw i32 %"ty.5", %".821"
  %".823" = mul nuw nsw i32 %".15", %".822"
  %".824" = load i32, i32* %"x.lo"
  %".825" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".866" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".824", %"ty.body.5"], [%".862", %"tx.body.5"]
  %".827" = icmp slt i32 %"tx.5", %".825"
  br i1 %".827", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".829" = add nuw nsw i32 %"tx.5", %".823"
  %".830" = mul nuw nsw i32 %".829", 32
  %".831" = zext i32 %".830" to i64
  %".832" = getelementptr i8, ptr %".28", i64 %".831"
  %".833" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".832", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 10, i32 %".829", i32 %".13")
  %".834" = mul nuw nsw i64 %".34", 0
  %".835" = zext i32 %".829" to i64
  %".836" = mul nuw nsw i64 %".835", 4
  %".837" = add nuw nsw i64 %".834", %".836"
  %".838" = getelementptr i8, ptr %".30", i64 %".837"
  store i32 %".833", ptr %".838", !llvm.access.group !22, !tbaa !31
  %".840" = and i32 %".833", 15
  %".841" = load i32, i32* %"or"
  %".842" = or i32 %".841", %".833"
  store i32 %".842", i32* %"or"
  %".844" = load i32, i32* %"and"
  %".845" = and i32 %".844", %".833"
  store i32 %".845", i32* %"and"
  %".847" = load i32, i32* %"at.bar"
  %".848" = icmp eq i32 %".840", 2
  %".849" = zext i1 %".848" to i32
  %".850" = add i32 %".847", %".849"
  store i32 %".850", i32* %"at.bar"
  %".852" = load i32, i32* %"exited"
  %".853" = icmp eq i32 %".840", 3
  %".854" = zext i1 %".853" to i32
  %".855" = add i32 %".852", %".854"
  store i32 %".855", i32* %"exited"
  %".857" = load i32, i32* %"at.step"
  %".858" = icmp eq i32 %".840", 5
  %".859" = zext i1 %".858" to i32
  %".860" = add i32 %".857", %".859"
  store i32 %".860", i32* %"at.step"
  %".862" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".864" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  %".870" = load i32, i32* %"z.lo"
  %".871" = load i32, i32* %"z.hi"
  %".872" = load i32, i32* %"y.lo"
  %".873" = load i32, i32* %"y.hi"
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [%".870", %"block11"], [%".925", %"ty.end.6"]
  %".875" = icmp slt i32 %"tz.6", %".871"
  br i1 %".875", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  %".927" = load i1, i1* %"runs"
  br i1 %".927", label %"run.next", label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [%".872", %"tz.body.6"], [%".923", %"tx.end.6"]
  %".878" = icmp slt i32 %"ty.6", %".873"
  br i1 %".878", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".880" = mul nuw nsw i32 %".19", %"tz.6"
  %".881" = add nuw nsw i32 %"ty.6", %".880"
  %".882" = mul nuw nsw i32 %".15", %".881"
  %".883" = load i32, i32* %"x.lo"
  %".884" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".925" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".883", %"ty.body.6"], [%".921", %"tx.body.6"]
  %".886" = icmp slt i32 %"tx.6", %".884"
  br i1 %".886", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".888" = add nuw nsw i32 %"tx.6", %".882"
  %".889" = mul nuw nsw i32 %".888", 32
  %".890" = zext i32 %".889" to i64
  %".891" = getelementptr i8, ptr %".28", i64 %".890"
  %".892" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".891", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".888", i32 %".13")
  %".893" = mul nuw nsw i64 %".34", 0
  %".894" = zext i32 %".888" to i64
  %".895" = mul nuw nsw i64 %".894", 4
  %".896" = add nuw nsw i64 %".893", %".895"
  %".897" = getelementptr i8, ptr %".30", i64 %".896"
  store i32 %".892", ptr %".897", !llvm.access.group !22, !tbaa !31
  %".899" = and i32 %".892", 15
  %".900" = load i32, i32* %"or"
  %".901" = or i32 %".900", %".892"
  store i32 %".901", i32* %"or"
  %".903" = load i32, i32* %"and"
  %".904" = and i32 %".903", %".892"
  store i32 %".904", i32* %"and"
  %".906" = load i32, i32* %"at.bar"
  %".907" = icmp eq i32 %".899", 2
  %".908" = zext i1 %".907" to i32
  %".909" = add i32 %".906", %".908"
  store i32 %".909", i32* %"at.bar"
  %".911" = load i32, i32* %"exited"
  %".912" = icmp eq i32 %".899", 3
  %".913" = zext i1 %".912" to i32
  %".914" = add i32 %".911", %".913"
  store i32 %".914", i32* %"exited"
  %".916" = load i32, i32* %"at.step"
  %".917" = icmp eq i32 %".899", 5
  %".918" = zext i1 %".917" to i32
  %".919" = add i32 %".916", %".918"
  store i32 %".919", i32* %"at.step"
  %".921" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".923" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  %".929" = load i32, i32* %"z.lo"
  %".930" = load i32, i32* %"z.hi"
  %".931" = load i32, i32* %"y.lo"
  %".932" = load i32, i32* %"y.hi"
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [%".929", %"block12"], [%".984", %"ty.end.7"]
  %".934" = icmp slt i32 %"tz.7", %".930"
  br i1 %".934", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  %".986" = load i1, i1* %"runs"
  br i1 %".986", label %"run.next", label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [%".931", %"tz.body.7"], [%".982", %"tx.end.7"]
  %".937" = icmp slt i32 %"ty.7", %".932"
  br i1 %".937", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".939" = mul nuw nsw i32 %".19", %"tz.7"
  %".940" = add nuw nsw i32 %"ty.7", %".939"
  %".941" = mul nuw nsw i32 %".15", %".940"
  %".942" = load i32, i32* %"x.lo"
  %".943" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".984" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".942", %"ty.body.7"], [%".980", %"tx.body.7"]
  %".945" = icmp slt i32 %"tx.7", %".943"
  br i1 %".945", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".947" = add nuw nsw i32 %"tx.7", %".941"
  %".948" = mul nuw nsw i32 %".947", 32
  %".949" = zext i32 %".948" to i64
  %".950" = getelementptr i8, ptr %".28", i64 %".949"
  %".951" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".950", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".947", i32 %".13")
  %".952" = mul nuw nsw i64 %".34", 0
  %".953" = zext i32 %".947" to i64
  %".954" = mul nuw nsw i64 %".953", 4
  %".955" = add nuw nsw i64 %".952", %".954"
  %".956" = getelementptr i8, ptr %".30", i64 %".955"
  store i32 %".951", ptr %".956", !llvm.access.group !22, !tbaa !31
  %".958" = and i32 %".951", 15
  %".959" = load i32, i32* %"or"
  %".960" = or i32 %".959", %".951"
  store i32 %".960", i32* %"or"
  %".962" = load i32, i32* %"and"
  %".963" = and i32 %".962", %".951"
  store i32 %".963", i32* %"and"
  %".965" = load i32, i32* %"at.bar"
  %".966" = icmp eq i32 %".958", 2
  %".967" = zext i1 %".966" to i32
  %".968" = add i32 %".965", %".967"
  store i32 %".968", i32* %"at.bar"
  %".970" = load i32, i32* %"exited"
  %".971" = icmp eq i32 %".958", 3
  %".972" = zext i1 %".971" to i32
  %".973" = add i32 %".970", %".972"
  store i32 %".973", i32* %"exited"
  %".975" = load i32, i32* %"at.step"
  %".976" = icmp eq i32 %".958", 5
  %".977" = zext i1 %".976" to i32
  %".978" = add i32 %".975", %".977"
  store i32 %".978", i32* %"at.step"
  %".980" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".982" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block1.1:
  %".989" = load i32, i32* %"z.lo"
  %".990" = load i32, i32* %"z.hi"
  %".991" = load i32, i32* %"y.lo"
  %".992" = load i32, i32* %"y.hi"
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [%".989", %"block1.1"], [%".1044", %"ty.end.8"]
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
  %".1011" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1010", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 1, i32 %".1007", i32 %".13")
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
block2.1:
  %".1048" = load i32, i32* %"z.lo"
  %".1049" = load i32, i32* %"z.hi"
  %".1050" = load i32, i32* %"y.lo"
  %".1051" = load i32, i32* %"y.hi"
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [%".1048", %"block2.1"], [%".1103", %"ty.end.9"]
  %".1053" = icmp slt i32 %"tz.9", %".1049"
  br i1 %".1053", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  %".1105" = load i1, i1* %"runs"
  br i1 %".1105", label %"run.next", label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [%".1050", %"tz.body.9"], [%".1101", %"tx.end.9"]
  %".1056" = icmp slt i32 %"ty.9", %".1051"
  br i1 %".1056", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1058" = mul nuw nsw i32 %".19", %"tz.9"
  %".1059" = add nuw nsw i32 %"ty.9", %".1058"
  %".1060" = mul nuw nsw i32 %".15", %".1059"
  %".1061" = load i32, i32* %"x.lo"
  %".1062" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1103" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1061", %"ty.body.9"], [%".1099", %"tx.body.9"]
  %".1064" = icmp slt i32 %"tx.9", %".1062"
  br i1 %".1064", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1066" = add nuw nsw i32 %"tx.9", %".1060"
  %".1067" = mul nuw nsw i32 %".1066", 32
  %".1068" = zext i32 %".1067" to i64
  %".1069" = getelementptr i8, ptr %".28", i64 %".1068"
  %".1070" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1069", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 2, i32 %".1066", i32 %".13")
  %".1071" = mul nuw nsw i64 %".34", 0
  %".1072" = zext i32 %".1066" to i64
  %".1073" = mul nuw nsw i64 %".1072", 4
  %".1074" = add nuw nsw i64 %".1071", %".1073"
  %".1075" = getelementptr i8, ptr %".30", i64 %".1074"
  store i32 %".1070", ptr %".1075", !llvm.access.group !22, !tbaa !31
  %".1077" = and i32 %".1070", 15
  %".1078" = load i32, i32* %"or"
  %".1079" = or i32 %".1078", %".1070"
  store i32 %".1079", i32* %"or"
  %".1081" = load i32, i32* %"and"
  %".1082" = and i32 %".1081", %".1070"
  store i32 %".1082", i32* %"and"
  %".1084" = load i32, i32* %"at.bar"
  %".1085" = icmp eq i32 %".1077", 2
  %".1086" = zext i1 %".1085" to i32
  %".1087" = add i32 %".1084", %".1086"
  store i32 %".1087", i32* %"at.bar"
  %".1089" = load i32, i32* %"exited"
  %".1090" = icmp eq i32 %".1077", 3
  %".1091" = zext i1 %".1090" to i32
  %".1092" = add i32 %".1089", %".1091"
  store i32 %".1092", i32* %"exited"
  %".1094" = load i32, i32* %"at.step"
  %".1095" = icmp eq i32 %".1077", 5
  %".1096" = zext i1 %".1095" to i32
  %".1097" = add i32 %".1094", %".1096"
  store i32 %".1097", i32* %"at.step"
  %".1099" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1101" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
step.some:
  store i32 0, i32* %"run.from"
  %".1197" = and i32 %".13", 31
  %".1198" = icmp eq i32 %".1197", 0
  br i1 %".1198", label %"run.next", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1139", %"same.body.1"]
  %".1116" = icmp slt i32 %"same.2", %".13"
  br i1 %".1116", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1118" = add i32 0, %"same.2"
  %".1119" = mul nuw nsw i64 %".34", 0
  %".1120" = zext i32 %".1118" to i64
  %".1121" = mul nuw nsw i64 %".1120", 4
  %".1122" = add nuw nsw i64 %".1119", %".1121"
  %".1123" = getelementptr i8, ptr %".30", i64 %".1122"
  %".1124" = load i32, ptr %".1123"
  %".1125" = and i32 %".1124", 15
  %".1126" = icmp eq i32 %".1125", 5
  %".1127" = mul nuw nsw i64 %".34", 0
  %".1128" = zext i32 %".1118" to i64
  %".1129" = mul nuw nsw i64 %".1128", 4
  %".1130" = add nuw nsw i64 %".1127", %".1129"
  %".1131" = getelementptr i8, ptr %".30", i64 %".1130"
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
  %".1149" = mul nuw nsw i64 %".1148", 56
  %".1150" = getelementptr i8, ptr %".1144", i64 %".1149"
  switch i32 %".1113", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1113", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok.1:
  switch i32 %".1113", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1.1:
  %".1152" = getelementptr i8, ptr %".1150", i64 8
  store i32 0, ptr %".1152", !tbaa !5
  %".1154" = mul nuw nsw i64 %".1148", 28
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
  br i1 %".1173", label %"affine1.28.1", label %"steps.plain.1"
affine1.28.1:
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
  %".1183" = mul nuw nsw i64 %".1148", 28
  %".1184" = getelementptr i8, ptr %".1144", i64 %".1183"
  %".1185" = load i32, ptr %".1184"
  %".1186" = sub i32 %".1185", -2147482624
  %".1187" = icmp ult i32 %".1186", 4294965248
  store i1 %".1187", i1* %"same"
  %".1189" = load i1, i1* %"same"
  br i1 %".1189", label %"affine2.28.1", label %"steps.plain.1"
affine2.28.1:
  %".1191" = getelementptr i8, ptr %".1150", i64 16
  store i32 %".1185", ptr %".1191", !tbaa !5
  br label %"affine.ok.1"
run.find:
  %"run.w" = phi  i32 [%".1202", %"run.next"], [%".1221", %"run.find.warp"]
  %".1204" = icmp ult i32 %"run.w", %".1201"
  br i1 %".1204", label %"run.find.warp", label %"done"
run.find.warp:
  %".1206" = mul nuw nsw i32 %"run.w", 32
  %".1207" = mul nuw nsw i64 %".34", 0
  %".1208" = zext i32 %".1206" to i64
  %".1209" = mul nuw nsw i64 %".1208", 4
  %".1210" = add nuw nsw i64 %".1207", %".1209"
  %".1211" = getelementptr i8, ptr %".30", i64 %".1210"
  %".1212" = load <32 x i32>, ptr %".1211", align 4
  %".1213" = and <32 x i32> %".1212", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".1214" = icmp eq <32 x i32> %".1213", <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %".1215" = bitcast <32 x i1> %".1214" to i32
  %".1216" = icmp eq i32 %"run.w", %".1202"
  %".1217" = and i32 %".1200", 31
  %".1218" = shl i32 -1, %".1217"
  %".1219" = select  i1 %".1216", i32 %".1218", i32 -1
  %".1220" = and i32 %".1215", %".1219"
  %".1221" = add nuw nsw i32 %"run.w", 1
  %".1222" = icmp ne i32 %".1220", 0
  br i1 %".1222", label %"run.find.first", label %"run.find"
run.find.first:
  %".1224" = call i32 @"llvm.cttz.i32"(i32 %".1220", i1 1)
  %".1225" = mul nuw nsw i32 %"run.w", 32
  %".1226" = add nuw nsw i32 %".1225", %".1224"
  %".1227" = extractelement <32 x i32> %".1212", i32 %".1224"
  %".1228" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".1227", i32 0
  %".1229" = shufflevector <32 x i32> %".1228", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".1230" = icmp eq <32 x i32> %".1212", %".1229"
  %".1231" = bitcast <32 x i1> %".1230" to i32
  %".1232" = xor i32 %".1231", -1
  %".1233" = shl i32 -1, %".1224"
  %".1234" = and i32 %".1232", %".1233"
  %".1235" = add nuw nsw i32 %"run.w", 1
  %".1236" = icmp ne i32 %".1234", 0
  br i1 %".1236", label %"run.end.here", label %"run.end.next"
run.end.here:
  %".1238" = mul nuw nsw i32 %"run.w", 32
  %".1239" = call i32 @"llvm.cttz.i32"(i32 %".1234", i1 1)
  %".1240" = add nuw nsw i32 %".1238", %".1239"
  br label %"run.end"
run.end.next:
  %"run.w2" = phi  i32 [%".1235", %"run.find.first"], [%".1256", %"run.end.warp"]
  %".1242" = icmp ult i32 %"run.w2", %".1201"
  br i1 %".1242", label %"run.end.warp", label %"run.end"
run.end.warp:
  %".1244" = mul nuw nsw i32 %"run.w2", 32
  %".1245" = mul nuw nsw i64 %".34", 0
  %".1246" = zext i32 %".1244" to i64
  %".1247" = mul nuw nsw i64 %".1246", 4
  %".1248" = add nuw nsw i64 %".1245", %".1247"
  %".1249" = getelementptr i8, ptr %".30", i64 %".1248"
  %".1250" = load <32 x i32>, ptr %".1249", align 4
  %".1251" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".1227", i32 0
  %".1252" = shufflevector <32 x i32> %".1251", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".1253" = icmp eq <32 x i32> %".1250", %".1252"
  %".1254" = bitcast <32 x i1> %".1253" to i32
  %".1255" = xor i32 %".1254", -1
  %".1256" = add nuw nsw i32 %"run.w2", 1
  %".1257" = icmp ne i32 %".1255", 0
  br i1 %".1257", label %"run.end.found", label %"run.end.next"
run.end.found:
  %".1259" = mul nuw nsw i32 %"run.w2", 32
  %".1260" = call i32 @"llvm.cttz.i32"(i32 %".1255", i1 1)
  %".1261" = add nuw nsw i32 %".1259", %".1260"
  br label %"run.end"
run.end:
  %"run.end.1" = phi  i32 [%".1240", %"run.end.here"], [%".13", %"run.end.next"], [%".1261", %"run.end.found"]
  %".1263" = sub i32 %"run.end.1", %".1226"
  %".1264" = icmp uge i32 %".1263", 8
  %".1265" = load i1, i1* %"runs"
  %".1266" = or i1 %".1265", %".1264"
  br i1 %".1266", label %"run.box", label %"step.each"
run.box:
  %".1268" = mul nuw nsw i32 %".15", %".19"
  %".1269" = udiv i32 %".1226", %".15"
  %".1270" = urem i32 %".1226", %".15"
  %".1271" = udiv i32 %".1226", %".1268"
  %".1272" = urem i32 %".1269", %".19"
  %".1273" = sub i32 %"run.end.1", %".1226"
  %".1274" = icmp ne i32 %".1270", 0
  %".1275" = icmp ult i32 %".1273", %".15"
  %".1276" = or i1 %".1274", %".1275"
  %".1277" = urem i32 %".1226", %".1268"
  %".1278" = icmp ne i32 %".1277", 0
  %".1279" = icmp ult i32 %".1273", %".1268"
  %".1280" = or i1 %".1278", %".1279"
  %".1281" = add nuw nsw i32 %".1269", 1
  %".1282" = mul nuw nsw i32 %".1281", %".15"
  %".1283" = icmp ult i32 %"run.end.1", %".1282"
  %".1284" = select  i1 %".1283", i32 %"run.end.1", i32 %".1282"
  %".1285" = udiv i32 %"run.end.1", %".15"
  %".1286" = mul nuw nsw i32 %".1285", %".15"
  %".1287" = add nuw nsw i32 %".1271", 1
  %".1288" = mul nuw nsw i32 %".1287", %".1268"
  %".1289" = icmp ult i32 %".1286", %".1288"
  %".1290" = select  i1 %".1289", i32 %".1286", i32 %".1288"
  %".1291" = udiv i32 %"run.end.1", %".1268"
  %".1292" = mul nuw nsw i32 %".1291", %".1268"
  %".1293" = select  i1 %".1280", i32 %".1290", i32 %".1292"
  %".1294" = select  i1 %".1276", i32 %".1284", i32 %".1293"
  %".1295" = sub i32 %".1294", %".1226"
  %".1296" = udiv i32 %".1295", %".15"
  %".1297" = select  i1 %".1276", i32 1, i32 %".1296"
  %".1298" = select  i1 %".1276", i32 %".1270", i32 0
  store i32 %".1298", i32* %"x.lo"
  %".1300" = sub i32 %".1294", %".1226"
  %".1301" = add i32 %".1270", %".1300"
  %".1302" = select  i1 %".1276", i32 %".1301", i32 %".15"
  store i32 %".1302", i32* %"x.hi"
  %".1304" = or i1 %".1276", %".1280"
  %".1305" = select  i1 %".1304", i32 %".1272", i32 0
  store i32 %".1305", i32* %"y.lo"
  %".1307" = add i32 %".1272", %".1297"
  %".1308" = select  i1 %".1304", i32 %".1307", i32 %".19"
  store i32 %".1308", i32* %"y.hi"
  store i32 %".1271", i32* %"z.lo"
  %".1311" = add i32 %".1271", 1
  %".1312" = udiv i32 %".1294", %".1268"
  %".1313" = select  i1 %".1304", i32 %".1311", i32 %".1312"
  store i32 %".1313", i32* %"z.hi"
  store i32 %".1294", i32* %"run.from"
  store i1 1, i1* %"runs"
  %".1317" = lshr i32 %".1227", 4
  %".1318" = getelementptr i8, ptr %".2", i64 192
  %".1319" = load ptr, ptr %".1318"
  %".1320" = getelementptr i8, ptr %".1", i64 60
  %".1321" = load i32, ptr %".1320", !range !1
  %".1322" = zext i32 %".1321" to i64
  %".1323" = add nuw nsw i64 %".1322", 16
  %".1324" = mul nuw nsw i64 %".1323", 56
  %".1325" = getelementptr i8, ptr %".1319", i64 %".1324"
  %".1326" = icmp eq i32 %".1317", 1
  br i1 %".1326", label %"run.box.if", label %"run.box.endif"
run.box.if:
  %".1328" = getelementptr i8, ptr %".1325", i64 8
  store i32 0, ptr %".1328", !tbaa !5
  br label %"run.box.endif"
run.box.endif:
  switch i32 %".1317", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1381", %"each.body.3.endif"]
  %".1334" = icmp slt i32 %"each.4", %".13"
  br i1 %".1334", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1336" = add i32 0, %"each.4"
  %".1337" = mul nuw nsw i64 %".34", 0
  %".1338" = zext i32 %".1336" to i64
  %".1339" = mul nuw nsw i64 %".1338", 4
  %".1340" = add nuw nsw i64 %".1337", %".1339"
  %".1341" = getelementptr i8, ptr %".30", i64 %".1340"
  %".1342" = load i32, ptr %".1341"
  %".1343" = and i32 %".1342", 15
  %".1344" = icmp eq i32 %".1343", 5
  br i1 %".1344", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1381" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1347" = mul nuw nsw i64 %".34", 0
  %".1348" = zext i32 %".1336" to i64
  %".1349" = mul nuw nsw i64 %".1348", 4
  %".1350" = add nuw nsw i64 %".1347", %".1349"
  %".1351" = getelementptr i8, ptr %".30", i64 %".1350"
  %".1352" = load i32, ptr %".1351"
  %".1353" = lshr i32 %".1352", 4
  %".1354" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1353", i32 %".1336")
  %".1355" = and i32 %".1354", 15
  %".1356" = icmp eq i32 %".1355", 5
  br i1 %".1356", label %"each.step", label %"each.stop"
each.stop:
  %".1358" = and i32 %".1354", 15
  %".1359" = load i32, i32* %"or"
  %".1360" = or i32 %".1359", %".1354"
  store i32 %".1360", i32* %"or"
  %".1362" = load i32, i32* %"and"
  %".1363" = and i32 %".1362", %".1354"
  store i32 %".1363", i32* %"and"
  %".1365" = load i32, i32* %"at.bar"
  %".1366" = icmp eq i32 %".1358", 2
  %".1367" = zext i1 %".1366" to i32
  %".1368" = add i32 %".1365", %".1367"
  store i32 %".1368", i32* %"at.bar"
  %".1370" = load i32, i32* %"exited"
  %".1371" = icmp eq i32 %".1358", 3
  %".1372" = zext i1 %".1371" to i32
  %".1373" = add i32 %".1370", %".1372"
  store i32 %".1373", i32* %"exited"
  %".1375" = load i32, i32* %"at.step"
  %".1376" = icmp eq i32 %".1358", 5
  %".1377" = zext i1 %".1376" to i32
  %".1378" = add i32 %".1375", %".1377"
  store i32 %".1378", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1392" = add nuw nsw i32 %".3", 1
  store i32 %".1392", i32* %"hi"
  %".1394" = add nuw nsw i32 %".1384", 32
  store i32 %".1394", i32* %"end"
  %".1396" = mul nuw nsw i64 %".34", 0
  %".1397" = zext i32 %".1384" to i64
  %".1398" = mul nuw nsw i64 %".1397", 4
  %".1399" = add nuw nsw i64 %".1396", %".1398"
  %".1400" = getelementptr i8, ptr %".30", i64 %".1399"
  %".1401" = load i32, ptr %".1400"
  %".1402" = lshr i32 %".1401", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1420", %"same.body.2"]
  %".1405" = icmp slt i32 %"same.3", 32
  br i1 %".1405", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1407" = add i32 %".1384", %"same.3"
  %".1408" = mul nuw nsw i64 %".34", 0
  %".1409" = zext i32 %".1407" to i64
  %".1410" = mul nuw nsw i64 %".1409", 4
  %".1411" = add nuw nsw i64 %".1408", %".1410"
  %".1412" = getelementptr i8, ptr %".30", i64 %".1411"
  %".1413" = load i32, ptr %".1412"
  %".1414" = lshr i32 %".1413", 4
  %".1415" = icmp eq i32 %".1414", %".1402"
  %".1416" = and i1 1, %".1415"
  %".1417" = load i1, i1* %"same"
  %".1418" = and i1 %".1417", %".1416"
  store i1 %".1418", i1* %"same"
  %".1420" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1422" = load i1, i1* %"same"
  br i1 %".1422", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1402", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1464", %"each.body.4.endif"]
  %".1426" = icmp slt i32 %"each.5", 32
  br i1 %".1426", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1428" = add i32 %".1384", %"each.5"
  %".1429" = shl i32 1, %"each.5"
  %".1430" = and i32 %".4", %".1429"
  %".1431" = icmp ne i32 %".1430", 0
  br i1 %".1431", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1433" = mul nuw nsw i64 %".34", 0
  %".1434" = zext i32 %".1428" to i64
  %".1435" = mul nuw nsw i64 %".1434", 4
  %".1436" = add nuw nsw i64 %".1433", %".1435"
  %".1437" = getelementptr i8, ptr %".30", i64 %".1436"
  %".1438" = load i32, ptr %".1437"
  %".1439" = lshr i32 %".1438", 4
  %".1440" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1439", i32 %".1428")
  %".1441" = and i32 %".1440", 15
  %".1442" = load i32, i32* %"or"
  %".1443" = or i32 %".1442", %".1440"
  store i32 %".1443", i32* %"or"
  %".1445" = load i32, i32* %"and"
  %".1446" = and i32 %".1445", %".1440"
  store i32 %".1446", i32* %"and"
  %".1448" = load i32, i32* %"at.bar"
  %".1449" = icmp eq i32 %".1441", 2
  %".1450" = zext i1 %".1449" to i32
  %".1451" = add i32 %".1448", %".1450"
  store i32 %".1451", i32* %"at.bar"
  %".1453" = load i32, i32* %"exited"
  %".1454" = icmp eq i32 %".1441", 3
  %".1455" = zext i1 %".1454" to i32
  %".1456" = add i32 %".1453", %".1455"
  store i32 %".1456", i32* %"exited"
  %".1458" = load i32, i32* %"at.step"
  %".1459" = icmp eq i32 %".1441", 5
  %".1460" = zext i1 %".1459" to i32
  %".1461" = add i32 %".1458", %".1460"
  store i32 %".1461", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1464" = add i32 %"each.5", 1
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