; ModuleID = "barrier.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", i32 %".7", i32 %".8", i32 %".9") alwaysinline
{
entry:
  %"rd6" = alloca i64
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
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
  %"p2" = alloca i1
  %"p1" = alloca i1
  %"p0" = alloca i1
  %".11" = load ptr, ptr %".1", !invariant.group !0, !noalias !22, !llvm.access.group !23
  %".12" = getelementptr i8, ptr %".11", i64 0
  %".13" = getelementptr i8, ptr %".11", i64 8
  %".14" = getelementptr i8, ptr %".2", i64 192
  %".15" = load ptr, ptr %".14", !noalias !22, !llvm.access.group !23
  %".16" = zext i32 %".9" to i64
  %".17" = zext i32 %".8" to i64
  %".18" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !22, !llvm.access.group !23
  store i64 %".18", i64* %"rd1", !noalias !22, !llvm.access.group !23
  %".20" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !22, !llvm.access.group !23
  store i64 %".20", i64* %"rd2", !noalias !22, !llvm.access.group !23
  store i32 %".4", i32* %"r1", !noalias !22, !llvm.access.group !23
  %".23" = getelementptr i8, ptr %".2", i64 0
  %".24" = load i32, ptr %".23", !range !1, !noalias !22, !llvm.access.group !23
  store i32 %".24", i32* %"r2", !noalias !22, !llvm.access.group !23
  %".26" = getelementptr i8, ptr %".1", i64 20
  %".27" = load i32, ptr %".26", !range !2, !noalias !22, !llvm.access.group !23
  store i32 %".27", i32* %"r3", !noalias !22, !llvm.access.group !23
  %".29" = load i32, i32* %"r2", !noalias !22, !llvm.access.group !23
  %".30" = load i32, i32* %"r3", !noalias !22, !llvm.access.group !23
  %".31" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".32" = mul i32 %".29", %".30"
  %".33" = add i32 %".32", %".31"
  store i32 %".33", i32* %"r4", !noalias !22, !llvm.access.group !23
  %".35" = load i32, i32* %"r4", !noalias !22, !llvm.access.group !23
  %".36" = zext i32 %".35" to i64
  %".37" = zext i32 4 to i64
  %".38" = mul i64 %".36", %".37"
  store i64 %".38", i64* %"rd3", !noalias !22, !llvm.access.group !23
  %".40" = load i64, i64* %"rd1", !noalias !22, !llvm.access.group !23
  %".41" = load i64, i64* %"rd3", !noalias !22, !llvm.access.group !23
  %".42" = add i64 %".40", %".41"
  store i64 %".42", i64* %"rd4", !noalias !22, !llvm.access.group !23
  %".44" = trunc i64 0 to i32
  store i32 %".44", i32* %"r5", !noalias !22, !llvm.access.group !23
  %".46" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".47" = icmp uge i32 2, 32
  %".48" = select  i1 %".47", i32 0, i32 2
  %".49" = shl i32 %".46", %".48"
  %".50" = select  i1 %".47", i32 0, i32 %".49"
  store i32 %".50", i32* %"r6", !noalias !22, !llvm.access.group !23
  %".52" = load i32, i32* %"r5", !noalias !22, !llvm.access.group !23
  %".53" = load i32, i32* %"r6", !noalias !22, !llvm.access.group !23
  %".54" = add i32 %".52", %".53"
  store i32 %".54", i32* %"r7", !noalias !22, !llvm.access.group !23
  %".56" = load i32, i32* %"r2", !noalias !22, !llvm.access.group !23
  %".57" = zext i32 %".56" to i64
  %".58" = zext i32 4 to i64
  %".59" = mul i64 %".57", %".58"
  store i64 %".59", i64* %"rd5", !noalias !22, !llvm.access.group !23
  %".61" = load i64, i64* %"rd2", !noalias !22, !llvm.access.group !23
  %".62" = load i64, i64* %"rd5", !noalias !22, !llvm.access.group !23
  %".63" = add i64 %".61", %".62"
  store i64 %".63", i64* %"rd6", !noalias !22, !llvm.access.group !23
  %".231" = and i32 %".7", 65535
  switch i32 %".231", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2"]
body:
  %".65" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !22, !llvm.access.group !23
  store i64 %".65", i64* %"rd1", !noalias !22, !llvm.access.group !23
  %".67" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !22, !llvm.access.group !23
  store i64 %".67", i64* %"rd2", !noalias !22, !llvm.access.group !23
  store i32 %".4", i32* %"r1", !noalias !22, !llvm.access.group !23
  %".70" = getelementptr i8, ptr %".2", i64 0
  %".71" = load i32, ptr %".70", !range !1, !noalias !22, !llvm.access.group !23
  store i32 %".71", i32* %"r2", !noalias !22, !llvm.access.group !23
  %".73" = getelementptr i8, ptr %".1", i64 20
  %".74" = load i32, ptr %".73", !range !2, !noalias !22, !llvm.access.group !23
  store i32 %".74", i32* %"r3", !noalias !22, !llvm.access.group !23
  %".76" = load i32, i32* %"r2", !noalias !22, !llvm.access.group !23
  %".77" = load i32, i32* %"r3", !noalias !22, !llvm.access.group !23
  %".78" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".79" = mul i32 %".76", %".77"
  %".80" = add i32 %".79", %".78"
  store i32 %".80", i32* %"r4", !noalias !22, !llvm.access.group !23
  %".82" = load i32, i32* %"r4", !noalias !22, !llvm.access.group !23
  %".83" = zext i32 %".82" to i64
  %".84" = zext i32 4 to i64
  %".85" = mul i64 %".83", %".84"
  store i64 %".85", i64* %"rd3", !noalias !22, !llvm.access.group !23
  %".87" = load i64, i64* %"rd1", !noalias !22, !llvm.access.group !23
  %".88" = load i64, i64* %"rd3", !noalias !22, !llvm.access.group !23
  %".89" = add i64 %".87", %".88"
  store i64 %".89", i64* %"rd4", !noalias !22, !llvm.access.group !23
  %".91" = load i64, i64* %"rd3", !noalias !22, !llvm.access.group !23
  %".92" = load i64, i64* %"rd1", !noalias !22, !llvm.access.group !23
  %".93" = inttoptr i64 %".92" to ptr
  %".94" = getelementptr i8, ptr %".93", i64 %".91"
  %".95" = load i32, ptr %".94", align 4, !noalias !22, !llvm.access.group !23
  store i32 %".95", i32* %"f1", !noalias !22, !llvm.access.group !23
  %".97" = trunc i64 0 to i32
  store i32 %".97", i32* %"r5", !noalias !22, !llvm.access.group !23
  %".99" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".100" = icmp uge i32 2, 32
  %".101" = select  i1 %".100", i32 0, i32 2
  %".102" = shl i32 %".99", %".101"
  %".103" = select  i1 %".100", i32 0, i32 %".102"
  store i32 %".103", i32* %"r6", !noalias !22, !llvm.access.group !23
  %".105" = load i32, i32* %"r5", !noalias !22, !llvm.access.group !23
  %".106" = load i32, i32* %"r6", !noalias !22, !llvm.access.group !23
  %".107" = add i32 %".105", %".106"
  store i32 %".107", i32* %"r7", !noalias !22, !llvm.access.group !23
  %".109" = load i32, i32* %"r7", !noalias !22, !llvm.access.group !23
  %".110" = sext i32 %".109" to i64
  %".111" = getelementptr i8, ptr %".2", i64 16
  %".112" = load ptr, ptr %".111", !noalias !22, !llvm.access.group !23
  %".113" = getelementptr i8, ptr %".112", i64 %".110"
  %".114" = load i32, i32* %"f1", !noalias !22, !llvm.access.group !23
  %".115" = bitcast i32 %".114" to float
  %".116" = bitcast float %".115" to i32
  store i32 %".116", ptr %".113", align 4, !noalias !22, !llvm.access.group !23
  ret i32 18
LOOP:
  %".126" = load i32, i32* %"r8", !noalias !22, !llvm.access.group !23
  %".127" = icmp eq i32 %".126", 0
  store i1 %".127", i1* %"p1", !noalias !22, !llvm.access.group !23
  %".129" = load i1, i1* %"p1", !noalias !22, !llvm.access.group !23
  br i1 %".129", label %"DONE", label %"fall"
SKIP:
  %".183" = load i32, i32* %"r8", !noalias !22, !llvm.access.group !23
  %".184" = mul nuw nsw i64 %".16", 32
  %".185" = add nuw nsw i64 %".184", 8
  %".186" = getelementptr i8, ptr %".15", i64 %".185"
  store i32 %".183", ptr %".186", !tbaa !5, !alias.scope !15, !noalias !19, !llvm.access.group !23
  ret i32 34
DONE:
  %".201" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".202" = icmp ne i32 %".201", 0
  store i1 %".202", i1* %"p1", !noalias !22, !llvm.access.group !23
  %".204" = load i1, i1* %"p1", !noalias !22, !llvm.access.group !23
  br i1 %".204", label %"END", label %"fall.2"
END:
  ret i32 3
resume1:
  %".119" = load i32, i32* %"r3", !noalias !22, !llvm.access.group !23
  %".120" = icmp uge i32 1, 32
  %".121" = select  i1 %".120", i32 0, i32 1
  %".122" = lshr i32 %".119", %".121"
  %".123" = select  i1 %".120", i32 0, i32 %".122"
  store i32 %".123", i32* %"r8", !noalias !22, !llvm.access.group !23
  br label %"LOOP"
fall:
  %".131" = load i32, i32* %"r1", !noalias !22, !llvm.access.group !23
  %".132" = load i32, i32* %"r8", !noalias !22, !llvm.access.group !23
  %".133" = icmp uge i32 %".131", %".132"
  store i1 %".133", i1* %"p2", !noalias !22, !llvm.access.group !23
  %".135" = load i1, i1* %"p2", !noalias !22, !llvm.access.group !23
  br i1 %".135", label %"SKIP", label %"fall.1"
fall.1:
  %".137" = load i32, i32* %"r8", !noalias !22, !llvm.access.group !23
  %".138" = icmp uge i32 2, 32
  %".139" = select  i1 %".138", i32 0, i32 2
  %".140" = shl i32 %".137", %".139"
  %".141" = select  i1 %".138", i32 0, i32 %".140"
  store i32 %".141", i32* %"r9", !noalias !22, !llvm.access.group !23
  %".143" = load i32, i32* %"r7", !noalias !22, !llvm.access.group !23
  %".144" = load i32, i32* %"r9", !noalias !22, !llvm.access.group !23
  %".145" = add i32 %".143", %".144"
  store i32 %".145", i32* %"r9", !noalias !22, !llvm.access.group !23
  %".147" = load i32, i32* %"r9", !noalias !22, !llvm.access.group !23
  %".148" = sext i32 %".147" to i64
  %".149" = getelementptr i8, ptr %".2", i64 16
  %".150" = load ptr, ptr %".149", !noalias !22, !llvm.access.group !23
  %".151" = getelementptr i8, ptr %".150", i64 %".148"
  %".152" = load i32, ptr %".151", align 4, !noalias !22, !llvm.access.group !23
  store i32 %".152", i32* %"f2", !noalias !22, !llvm.access.group !23
  %".154" = load i32, i32* %"r7", !noalias !22, !llvm.access.group !23
  %".155" = sext i32 %".154" to i64
  %".156" = getelementptr i8, ptr %".2", i64 16
  %".157" = load ptr, ptr %".156", !noalias !22, !llvm.access.group !23
  %".158" = getelementptr i8, ptr %".157", i64 %".155"
  %".159" = load i32, ptr %".158", align 4, !noalias !22, !llvm.access.group !23
  store i32 %".159", i32* %"f3", !noalias !22, !llvm.access.group !23
  %".161" = load i32, i32* %"f3", !noalias !22, !llvm.access.group !23
  %".162" = bitcast i32 %".161" to float
  %".163" = load i32, i32* %"f2", !noalias !22, !llvm.access.group !23
  %".164" = bitcast i32 %".163" to float
  %".165" = fadd float %".162", %".164"
  %".166" = fcmp uno float %".165", %".165"
  %".167" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".168" = bitcast float %".165" to i32
  %".169" = select  i1 %".166", i32 %".167", i32 %".168"
  %".170" = bitcast i32 %".169" to float
  %".171" = bitcast float %".170" to i32
  store i32 %".171", i32* %"f3", !noalias !22, !llvm.access.group !23
  %".173" = load i32, i32* %"r7", !noalias !22, !llvm.access.group !23
  %".174" = sext i32 %".173" to i64
  %".175" = getelementptr i8, ptr %".2", i64 16
  %".176" = load ptr, ptr %".175", !noalias !22, !llvm.access.group !23
  %".177" = getelementptr i8, ptr %".176", i64 %".174"
  %".178" = load i32, i32* %"f3", !noalias !22, !llvm.access.group !23
  %".179" = bitcast i32 %".178" to float
  %".180" = bitcast float %".179" to i32
  store i32 %".180", ptr %".177", align 4, !noalias !22, !llvm.access.group !23
  br label %"SKIP"
resume2:
  %".189" = mul nuw nsw i64 %".16", 32
  %".190" = add nuw nsw i64 %".189", 0
  %".191" = getelementptr i8, ptr %".15", i64 %".190"
  %".192" = load i32, ptr %".191", !tbaa !7, !alias.scope !15, !noalias !19, !llvm.access.group !23
  store i32 %".192", i32* %"r8", !noalias !22, !llvm.access.group !23
  %".194" = load i32, i32* %"r8", !noalias !22, !llvm.access.group !23
  %".195" = icmp uge i32 1, 32
  %".196" = select  i1 %".195", i32 0, i32 1
  %".197" = lshr i32 %".194", %".196"
  %".198" = select  i1 %".195", i32 0, i32 %".197"
  store i32 %".198", i32* %"r8", !noalias !22, !llvm.access.group !23
  br label %"LOOP"
fall.2:
  %".206" = getelementptr i8, ptr %".2", i64 16
  %".207" = load ptr, ptr %".206", !noalias !22, !llvm.access.group !23
  %".208" = getelementptr i8, ptr %".207", i64 0
  %".209" = load i32, ptr %".208", align 4, !noalias !22, !llvm.access.group !23
  store i32 %".209", i32* %"f1", !noalias !22, !llvm.access.group !23
  %".211" = load i32, i32* %"r2", !noalias !22, !llvm.access.group !23
  %".212" = zext i32 %".211" to i64
  %".213" = zext i32 4 to i64
  %".214" = mul i64 %".212", %".213"
  store i64 %".214", i64* %"rd5", !noalias !22, !llvm.access.group !23
  %".216" = load i64, i64* %"rd2", !noalias !22, !llvm.access.group !23
  %".217" = load i64, i64* %"rd5", !noalias !22, !llvm.access.group !23
  %".218" = add i64 %".216", %".217"
  store i64 %".218", i64* %"rd6", !noalias !22, !llvm.access.group !23
  %".220" = load i64, i64* %"rd5", !noalias !22, !llvm.access.group !23
  %".221" = load i64, i64* %"rd2", !noalias !22, !llvm.access.group !23
  %".222" = inttoptr i64 %".221" to ptr
  %".223" = getelementptr i8, ptr %".222", i64 %".220"
  %".224" = load i32, i32* %"f1", !noalias !22, !llvm.access.group !23
  %".225" = bitcast i32 %".224" to float
  %".226" = bitcast float %".225" to i32
  store i32 %".226", ptr %".223", align 4, !noalias !22, !llvm.access.group !23
  br label %"END"
region.bad:
  unreachable
}

define internal i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".3", i32 %".4") noinline
{
entry:
  %".6" = getelementptr i8, ptr %".1", i64 20
  %".7" = load i32, ptr %".6", !range !2
  %".8" = getelementptr i8, ptr %".1", i64 24
  %".9" = load i32, ptr %".8", !range !2
  %".10" = udiv i32 %".4", %".7"
  %".11" = getelementptr i8, ptr %".2", i64 24
  %".12" = load ptr, ptr %".11"
  %".13" = mul nuw nsw i32 %".4", 32
  %".14" = zext i32 %".13" to i64
  %".15" = getelementptr i8, ptr %".12", i64 %".14"
  %".16" = getelementptr i8, ptr %".1", i64 60
  %".17" = load i32, ptr %".16", !range !2
  %".18" = urem i32 %".4", %".7"
  %".19" = urem i32 %".10", %".9"
  %".20" = udiv i32 %".10", %".9"
  %".21" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".15", i32 %".18", i32 %".19", i32 %".20", i32 %".3", i32 %".4", i32 %".17")
  %".22" = getelementptr i8, ptr %".2", i64 192
  %".23" = load ptr, ptr %".22"
  %".24" = getelementptr i8, ptr %".1", i64 60
  %".25" = load i32, ptr %".24", !range !2
  %".26" = zext i32 %".25" to i64
  %".27" = mul nuw nsw i64 %".26", 0
  %".28" = zext i32 %".4" to i64
  %".29" = mul nuw nsw i64 %".28", 4
  %".30" = add nuw nsw i64 %".27", %".29"
  %".31" = getelementptr i8, ptr %".23", i64 %".30"
  store i32 %".21", ptr %".31"
  ret i32 %".21"
}

define internal void @"__zk_group_block_sum"(ptr %".1", ptr %".2", i32 %".3", i32 %".4", ptr %".5") alwaysinline
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
  store i32 0, i32* %"or"
  store i32 -1, i32* %"and"
  store i32 0, i32* %"at.bar"
  store i32 0, i32* %"exited"
  store i32 0, i32* %"at.step"
  %".12" = getelementptr i8, ptr %".1", i64 60
  %".13" = load i32, ptr %".12", !range !2
  %".14" = getelementptr i8, ptr %".1", i64 20
  %".15" = load i32, ptr %".14", !range !2
  store i32 0, i32* %"x.lo"
  store i32 %".15", i32* %"x.hi"
  %".18" = getelementptr i8, ptr %".1", i64 24
  %".19" = load i32, ptr %".18", !range !2
  %".20" = getelementptr i8, ptr %".1", i64 28
  %".21" = load i32, ptr %".20", !range !24
  %".22" = getelementptr i8, ptr %".2", i64 24
  %".23" = load ptr, ptr %".22"
  %".24" = getelementptr i8, ptr %".2", i64 192
  %".25" = load ptr, ptr %".24"
  %".26" = getelementptr i8, ptr %".1", i64 60
  %".27" = load i32, ptr %".26", !range !2
  %".28" = zext i32 %".27" to i64
  %".29" = icmp eq i32 %".19", 1
  %".30" = icmp eq i32 %".21", 1
  %".31" = and i1 %".29", %".30"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".518" = load i32, i32* %"or"
  %".519" = getelementptr i32, ptr %".5", i32 0
  store i32 %".518", ptr %".519"
  %".521" = load i32, i32* %"and"
  %".522" = getelementptr i32, ptr %".5", i32 1
  store i32 %".521", ptr %".522"
  %".524" = load i32, i32* %"at.bar"
  %".525" = getelementptr i32, ptr %".5", i32 2
  store i32 %".524", ptr %".525"
  %".527" = load i32, i32* %"exited"
  %".528" = getelementptr i32, ptr %".5", i32 3
  store i32 %".527", ptr %".528"
  %".530" = load i32, i32* %"at.step"
  %".531" = getelementptr i32, ptr %".5", i32 4
  store i32 %".530", ptr %".531"
  ret void
start:
  br label %"block0"
warp:
  %".435" = mul nuw nsw i32 %".3", 32
  %".436" = icmp eq i32 %".4", -1
  %".437" = add i32 %".435", 32
  %".438" = icmp ule i32 %".437", %".13"
  %".439" = and i1 %".436", %".438"
  %".440" = and i1 %".439", %".31"
  br i1 %".440", label %"warp.check", label %"warp.each"
at.barrier:
  %".88" = getelementptr i8, ptr %".2", i64 192
  %".89" = load ptr, ptr %".88"
  %".90" = getelementptr i8, ptr %".1", i64 60
  %".91" = load i32, ptr %".90", !range !2
  %".92" = zext i32 %".91" to i64
  %".93" = mul nuw nsw i64 %".92", 32
  %".94" = getelementptr i8, ptr %".89", i64 %".93"
  %".95" = getelementptr i8, ptr %".94", i64 8
  %".96" = load i32, ptr %".95", !tbaa !5
  %".97" = getelementptr i8, ptr %".94", i64 0
  store i32 %".96", ptr %".97", !tbaa !7
  %".99" = icmp ne i32 %".4", -1
  br i1 %".99", label %"known", label %"scan"
all.at.warp:
  br i1 %".31", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".341" = icmp ne i32 %".4", -1
  br i1 %".341", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !26
tx.head:
  %"tx" = phi  i32 [%".42", %"ty.body"], [%".80", %"tx.body"]
  %".45" = icmp slt i32 %"tx", %".43"
  br i1 %".45", label %"tx.body", label %"tx.end"
tx.body:
  %".47" = add nuw nsw i32 %"tx", %".41"
  %".48" = mul nuw nsw i32 %".47", 32
  %".49" = zext i32 %".48" to i64
  %".50" = getelementptr i8, ptr %".23", i64 %".49"
  %".51" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".50", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".47", i32 %".13")
  %".52" = mul nuw nsw i64 %".28", 0
  %".53" = zext i32 %".47" to i64
  %".54" = mul nuw nsw i64 %".53", 4
  %".55" = add nuw nsw i64 %".52", %".54"
  %".56" = getelementptr i8, ptr %".25", i64 %".55"
  store i32 %".51", ptr %".56", !llvm.access.group !23, !tbaa !32
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
  br label %"tx.head", !llvm.loop !30
tx.end:
  %".82" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !27
each:
  br label %"each.head"
known:
  %".101" = lshr i32 %".4", 4
  switch i32 %".101", label %"scan" [i32 1, label %"block1" i32 2, label %"block2"]
scan:
  %".211" = mul nuw nsw i64 %".28", 0
  %".212" = zext i32 0 to i64
  %".213" = mul nuw nsw i64 %".212", 4
  %".214" = add nuw nsw i64 %".211", %".213"
  %".215" = getelementptr i8, ptr %".25", i64 %".214"
  %".216" = load i32, ptr %".215"
  %".217" = lshr i32 %".216", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block1:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block1"], [%".154", %"ty.end.1"]
  %".104" = icmp slt i32 %"tz.1", %".21"
  br i1 %".104", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".152", %"tx.end.1"]
  %".107" = icmp slt i32 %"ty.1", %".19"
  br i1 %".107", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".109" = mul nuw nsw i32 %".19", %"tz.1"
  %".110" = add nuw nsw i32 %"ty.1", %".109"
  %".111" = mul nuw nsw i32 %".15", %".110"
  %".112" = load i32, i32* %"x.lo"
  %".113" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".154" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !33
tx.head.1:
  %"tx.1" = phi  i32 [%".112", %"ty.body.1"], [%".150", %"tx.body.1"]
  %".115" = icmp slt i32 %"tx.1", %".113"
  br i1 %".115", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".117" = add nuw nsw i32 %"tx.1", %".111"
  %".118" = mul nuw nsw i32 %".117", 32
  %".119" = zext i32 %".118" to i64
  %".120" = getelementptr i8, ptr %".23", i64 %".119"
  %".121" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".120", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 1, i32 %".117", i32 %".13")
  %".122" = mul nuw nsw i64 %".28", 0
  %".123" = zext i32 %".117" to i64
  %".124" = mul nuw nsw i64 %".123", 4
  %".125" = add nuw nsw i64 %".122", %".124"
  %".126" = getelementptr i8, ptr %".25", i64 %".125"
  store i32 %".121", ptr %".126", !llvm.access.group !23, !tbaa !32
  %".128" = and i32 %".121", 15
  %".129" = load i32, i32* %"or"
  %".130" = or i32 %".129", %".121"
  store i32 %".130", i32* %"or"
  %".132" = load i32, i32* %"and"
  %".133" = and i32 %".132", %".121"
  store i32 %".133", i32* %"and"
  %".135" = load i32, i32* %"at.bar"
  %".136" = icmp eq i32 %".128", 2
  %".137" = zext i1 %".136" to i32
  %".138" = add i32 %".135", %".137"
  store i32 %".138", i32* %"at.bar"
  %".140" = load i32, i32* %"exited"
  %".141" = icmp eq i32 %".128", 3
  %".142" = zext i1 %".141" to i32
  %".143" = add i32 %".140", %".142"
  store i32 %".143", i32* %"exited"
  %".145" = load i32, i32* %"at.step"
  %".146" = icmp eq i32 %".128", 5
  %".147" = zext i1 %".146" to i32
  %".148" = add i32 %".145", %".147"
  store i32 %".148", i32* %"at.step"
  %".150" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !35
tx.end.1:
  %".152" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !34
block2:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block2"], [%".208", %"ty.end.2"]
  %".158" = icmp slt i32 %"tz.2", %".21"
  br i1 %".158", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".206", %"tx.end.2"]
  %".161" = icmp slt i32 %"ty.2", %".19"
  br i1 %".161", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".163" = mul nuw nsw i32 %".19", %"tz.2"
  %".164" = add nuw nsw i32 %"ty.2", %".163"
  %".165" = mul nuw nsw i32 %".15", %".164"
  %".166" = load i32, i32* %"x.lo"
  %".167" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".208" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !36
tx.head.2:
  %"tx.2" = phi  i32 [%".166", %"ty.body.2"], [%".204", %"tx.body.2"]
  %".169" = icmp slt i32 %"tx.2", %".167"
  br i1 %".169", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".171" = add nuw nsw i32 %"tx.2", %".165"
  %".172" = mul nuw nsw i32 %".171", 32
  %".173" = zext i32 %".172" to i64
  %".174" = getelementptr i8, ptr %".23", i64 %".173"
  %".175" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".174", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 2, i32 %".171", i32 %".13")
  %".176" = mul nuw nsw i64 %".28", 0
  %".177" = zext i32 %".171" to i64
  %".178" = mul nuw nsw i64 %".177", 4
  %".179" = add nuw nsw i64 %".176", %".178"
  %".180" = getelementptr i8, ptr %".25", i64 %".179"
  store i32 %".175", ptr %".180", !llvm.access.group !23, !tbaa !32
  %".182" = and i32 %".175", 15
  %".183" = load i32, i32* %"or"
  %".184" = or i32 %".183", %".175"
  store i32 %".184", i32* %"or"
  %".186" = load i32, i32* %"and"
  %".187" = and i32 %".186", %".175"
  store i32 %".187", i32* %"and"
  %".189" = load i32, i32* %"at.bar"
  %".190" = icmp eq i32 %".182", 2
  %".191" = zext i1 %".190" to i32
  %".192" = add i32 %".189", %".191"
  store i32 %".192", i32* %"at.bar"
  %".194" = load i32, i32* %"exited"
  %".195" = icmp eq i32 %".182", 3
  %".196" = zext i1 %".195" to i32
  %".197" = add i32 %".194", %".196"
  store i32 %".197", i32* %"exited"
  %".199" = load i32, i32* %"at.step"
  %".200" = icmp eq i32 %".182", 5
  %".201" = zext i1 %".200" to i32
  %".202" = add i32 %".199", %".201"
  store i32 %".202", i32* %"at.step"
  %".204" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !38
tx.end.2:
  %".206" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !37
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".243", %"same.body"]
  %".220" = icmp slt i32 %"same.1", %".13"
  br i1 %".220", label %"same.body", label %"same.end"
same.body:
  %".222" = add i32 0, %"same.1"
  %".223" = mul nuw nsw i64 %".28", 0
  %".224" = zext i32 %".222" to i64
  %".225" = mul nuw nsw i64 %".224", 4
  %".226" = add nuw nsw i64 %".223", %".225"
  %".227" = getelementptr i8, ptr %".25", i64 %".226"
  %".228" = load i32, ptr %".227"
  %".229" = and i32 %".228", 15
  %".230" = icmp eq i32 %".229", 2
  %".231" = mul nuw nsw i64 %".28", 0
  %".232" = zext i32 %".222" to i64
  %".233" = mul nuw nsw i64 %".232", 4
  %".234" = add nuw nsw i64 %".231", %".233"
  %".235" = getelementptr i8, ptr %".25", i64 %".234"
  %".236" = load i32, ptr %".235"
  %".237" = lshr i32 %".236", 4
  %".238" = icmp eq i32 %".237", %".217"
  %".239" = and i1 %".230", %".238"
  %".240" = load i1, i1* %"same"
  %".241" = and i1 %".240", %".239"
  store i1 %".241", i1* %"same"
  %".243" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".245" = load i1, i1* %"same"
  br i1 %".245", label %"uniform", label %"each"
uniform:
  switch i32 %".217", label %"each" [i32 1, label %"block1" i32 2, label %"block2"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".292", %"each.body.endif"]
  %".249" = icmp slt i32 %"each.1", %".13"
  br i1 %".249", label %"each.body", label %"each.end"
each.body:
  %".251" = add i32 0, %"each.1"
  %".252" = mul nuw nsw i64 %".28", 0
  %".253" = zext i32 %".251" to i64
  %".254" = mul nuw nsw i64 %".253", 4
  %".255" = add nuw nsw i64 %".252", %".254"
  %".256" = getelementptr i8, ptr %".25", i64 %".255"
  %".257" = load i32, ptr %".256"
  %".258" = and i32 %".257", 15
  %".259" = icmp eq i32 %".258", 2
  br i1 %".259", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".261" = mul nuw nsw i64 %".28", 0
  %".262" = zext i32 %".251" to i64
  %".263" = mul nuw nsw i64 %".262", 4
  %".264" = add nuw nsw i64 %".261", %".263"
  %".265" = getelementptr i8, ptr %".25", i64 %".264"
  %".266" = load i32, ptr %".265"
  %".267" = lshr i32 %".266", 4
  %".268" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".267", i32 %".251")
  %".269" = and i32 %".268", 15
  %".270" = load i32, i32* %"or"
  %".271" = or i32 %".270", %".268"
  store i32 %".271", i32* %"or"
  %".273" = load i32, i32* %"and"
  %".274" = and i32 %".273", %".268"
  store i32 %".274", i32* %"and"
  %".276" = load i32, i32* %"at.bar"
  %".277" = icmp eq i32 %".269", 2
  %".278" = zext i1 %".277" to i32
  %".279" = add i32 %".276", %".278"
  store i32 %".279", i32* %"at.bar"
  %".281" = load i32, i32* %"exited"
  %".282" = icmp eq i32 %".269", 3
  %".283" = zext i1 %".282" to i32
  %".284" = add i32 %".281", %".283"
  store i32 %".284", i32* %"exited"
  %".286" = load i32, i32* %"at.step"
  %".287" = icmp eq i32 %".269", 5
  %".288" = zext i1 %".287" to i32
  %".289" = add i32 %".286", %".288"
  store i32 %".289", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".292" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.1"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".297" = lshr i32 %".13", 5
  store i32 %".297", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".300" = lshr i32 %".4", 4
  switch i32 %".300", label %"all.at.warp.each" []
each.head.1:
  %"each.2" = phi  i32 [0, %"all.at.warp.each"], [%".338", %"each.body.1.endif"]
  %".303" = icmp slt i32 %"each.2", %".13"
  br i1 %".303", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".305" = add i32 0, %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".307" = mul nuw nsw i64 %".28", 0
  %".308" = zext i32 %".305" to i64
  %".309" = mul nuw nsw i64 %".308", 4
  %".310" = add nuw nsw i64 %".307", %".309"
  %".311" = getelementptr i8, ptr %".25", i64 %".310"
  %".312" = load i32, ptr %".311"
  %".313" = lshr i32 %".312", 4
  %".314" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".313", i32 %".305")
  %".315" = and i32 %".314", 15
  %".316" = load i32, i32* %"or"
  %".317" = or i32 %".316", %".314"
  store i32 %".317", i32* %"or"
  %".319" = load i32, i32* %"and"
  %".320" = and i32 %".319", %".314"
  store i32 %".320", i32* %"and"
  %".322" = load i32, i32* %"at.bar"
  %".323" = icmp eq i32 %".315", 2
  %".324" = zext i1 %".323" to i32
  %".325" = add i32 %".322", %".324"
  store i32 %".325", i32* %"at.bar"
  %".327" = load i32, i32* %"exited"
  %".328" = icmp eq i32 %".315", 3
  %".329" = zext i1 %".328" to i32
  %".330" = add i32 %".327", %".329"
  store i32 %".330", i32* %"exited"
  %".332" = load i32, i32* %"at.step"
  %".333" = icmp eq i32 %".315", 5
  %".334" = zext i1 %".333" to i32
  %".335" = add i32 %".332", %".334"
  store i32 %".335", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".338" = add i32 %"each.2", 1
  br label %"each.head.1"
step.each:
  br label %"each.head.2"
step.known:
  %".343" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".346" = mul nuw nsw i64 %".28", 0
  %".347" = zext i32 0 to i64
  %".348" = mul nuw nsw i64 %".347", 4
  %".349" = add nuw nsw i64 %".346", %".348"
  %".350" = getelementptr i8, ptr %".25", i64 %".349"
  %".351" = load i32, ptr %".350"
  %".352" = lshr i32 %".351", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".343", label %"step.scan" []
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".378", %"same.body.1"]
  %".355" = icmp slt i32 %"same.2", %".13"
  br i1 %".355", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".357" = add i32 0, %"same.2"
  %".358" = mul nuw nsw i64 %".28", 0
  %".359" = zext i32 %".357" to i64
  %".360" = mul nuw nsw i64 %".359", 4
  %".361" = add nuw nsw i64 %".358", %".360"
  %".362" = getelementptr i8, ptr %".25", i64 %".361"
  %".363" = load i32, ptr %".362"
  %".364" = and i32 %".363", 15
  %".365" = icmp eq i32 %".364", 5
  %".366" = mul nuw nsw i64 %".28", 0
  %".367" = zext i32 %".357" to i64
  %".368" = mul nuw nsw i64 %".367", 4
  %".369" = add nuw nsw i64 %".366", %".368"
  %".370" = getelementptr i8, ptr %".25", i64 %".369"
  %".371" = load i32, ptr %".370"
  %".372" = lshr i32 %".371", 4
  %".373" = icmp eq i32 %".372", %".352"
  %".374" = and i1 %".365", %".373"
  %".375" = load i1, i1* %"same"
  %".376" = and i1 %".375", %".374"
  store i1 %".376", i1* %"same"
  %".378" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".380" = load i1, i1* %"same"
  br i1 %".380", label %"uniform.1", label %"step.each"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".352", label %"step.each" []
each.head.2:
  %"each.3" = phi  i32 [0, %"step.each"], [%".432", %"each.body.2.endif"]
  %".385" = icmp slt i32 %"each.3", %".13"
  br i1 %".385", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".387" = add i32 0, %"each.3"
  %".388" = mul nuw nsw i64 %".28", 0
  %".389" = zext i32 %".387" to i64
  %".390" = mul nuw nsw i64 %".389", 4
  %".391" = add nuw nsw i64 %".388", %".390"
  %".392" = getelementptr i8, ptr %".25", i64 %".391"
  %".393" = load i32, ptr %".392"
  %".394" = and i32 %".393", 15
  %".395" = icmp eq i32 %".394", 5
  br i1 %".395", label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  br label %"each.step"
each.body.2.endif:
  %".432" = add i32 %"each.3", 1
  br label %"each.head.2"
each.step:
  %".398" = mul nuw nsw i64 %".28", 0
  %".399" = zext i32 %".387" to i64
  %".400" = mul nuw nsw i64 %".399", 4
  %".401" = add nuw nsw i64 %".398", %".400"
  %".402" = getelementptr i8, ptr %".25", i64 %".401"
  %".403" = load i32, ptr %".402"
  %".404" = lshr i32 %".403", 4
  %".405" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".404", i32 %".387")
  %".406" = and i32 %".405", 15
  %".407" = icmp eq i32 %".406", 5
  br i1 %".407", label %"each.step", label %"each.stop"
each.stop:
  %".409" = and i32 %".405", 15
  %".410" = load i32, i32* %"or"
  %".411" = or i32 %".410", %".405"
  store i32 %".411", i32* %"or"
  %".413" = load i32, i32* %"and"
  %".414" = and i32 %".413", %".405"
  store i32 %".414", i32* %"and"
  %".416" = load i32, i32* %"at.bar"
  %".417" = icmp eq i32 %".409", 2
  %".418" = zext i1 %".417" to i32
  %".419" = add i32 %".416", %".418"
  store i32 %".419", i32* %"at.bar"
  %".421" = load i32, i32* %"exited"
  %".422" = icmp eq i32 %".409", 3
  %".423" = zext i1 %".422" to i32
  %".424" = add i32 %".421", %".423"
  store i32 %".424", i32* %"exited"
  %".426" = load i32, i32* %"at.step"
  %".427" = icmp eq i32 %".409", 5
  %".428" = zext i1 %".427" to i32
  %".429" = add i32 %".426", %".428"
  store i32 %".429", i32* %"at.step"
  br label %"each.body.2.endif"
warp.each:
  br label %"each.head.3"
warp.check:
  store i32 %".3", i32* %"lo"
  %".443" = add nuw nsw i32 %".3", 1
  store i32 %".443", i32* %"hi"
  %".445" = add nuw nsw i32 %".435", 32
  store i32 %".445", i32* %"end"
  %".447" = mul nuw nsw i64 %".28", 0
  %".448" = zext i32 %".435" to i64
  %".449" = mul nuw nsw i64 %".448", 4
  %".450" = add nuw nsw i64 %".447", %".449"
  %".451" = getelementptr i8, ptr %".25", i64 %".450"
  %".452" = load i32, ptr %".451"
  %".453" = lshr i32 %".452", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".471", %"same.body.2"]
  %".456" = icmp slt i32 %"same.3", 32
  br i1 %".456", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".458" = add i32 %".435", %"same.3"
  %".459" = mul nuw nsw i64 %".28", 0
  %".460" = zext i32 %".458" to i64
  %".461" = mul nuw nsw i64 %".460", 4
  %".462" = add nuw nsw i64 %".459", %".461"
  %".463" = getelementptr i8, ptr %".25", i64 %".462"
  %".464" = load i32, ptr %".463"
  %".465" = lshr i32 %".464", 4
  %".466" = icmp eq i32 %".465", %".453"
  %".467" = and i1 1, %".466"
  %".468" = load i1, i1* %"same"
  %".469" = and i1 %".468", %".467"
  store i1 %".469", i1* %"same"
  %".471" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".473" = load i1, i1* %"same"
  br i1 %".473", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".453", label %"warp.each" []
each.head.3:
  %"each.4" = phi  i32 [0, %"warp.each"], [%".515", %"each.body.3.endif"]
  %".477" = icmp slt i32 %"each.4", 32
  br i1 %".477", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".479" = add i32 %".435", %"each.4"
  %".480" = shl i32 1, %"each.4"
  %".481" = and i32 %".4", %".480"
  %".482" = icmp ne i32 %".481", 0
  br i1 %".482", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  %".484" = mul nuw nsw i64 %".28", 0
  %".485" = zext i32 %".479" to i64
  %".486" = mul nuw nsw i64 %".485", 4
  %".487" = add nuw nsw i64 %".484", %".486"
  %".488" = getelementptr i8, ptr %".25", i64 %".487"
  %".489" = load i32, ptr %".488"
  %".490" = lshr i32 %".489", 4
  %".491" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".490", i32 %".479")
  %".492" = and i32 %".491", 15
  %".493" = load i32, i32* %"or"
  %".494" = or i32 %".493", %".491"
  store i32 %".494", i32* %"or"
  %".496" = load i32, i32* %"and"
  %".497" = and i32 %".496", %".491"
  store i32 %".497", i32* %"and"
  %".499" = load i32, i32* %"at.bar"
  %".500" = icmp eq i32 %".492", 2
  %".501" = zext i1 %".500" to i32
  %".502" = add i32 %".499", %".501"
  store i32 %".502", i32* %"at.bar"
  %".504" = load i32, i32* %"exited"
  %".505" = icmp eq i32 %".492", 3
  %".506" = zext i1 %".505" to i32
  %".507" = add i32 %".504", %".506"
  store i32 %".507", i32* %"exited"
  %".509" = load i32, i32* %"at.step"
  %".510" = icmp eq i32 %".492", 5
  %".511" = zext i1 %".510" to i32
  %".512" = add i32 %".509", %".511"
  store i32 %".512", i32* %"at.step"
  br label %"each.body.3.endif"
each.body.3.endif:
  %".515" = add i32 %"each.4", 1
  br label %"each.head.3"
}

define internal void @"__zk_blocks_block_sum"(ptr %".1", ptr %".2") alwaysinline
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
  %".5" = load i32, ptr %".4", !range !2
  %".6" = getelementptr i8, ptr %".2", i64 32
  %".7" = load ptr, ptr %".6"
  %".8" = getelementptr i8, ptr %".2", i64 192
  %".9" = load ptr, ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 60
  %".11" = load i32, ptr %".10", !range !2
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
  call void @"__zk_group_block_sum"(ptr %".1", ptr %".2", i32 %".24", i32 %".25", [5 x i32]* %"summary")
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

define i32 @"block_sum"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !39, !align !39
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !2
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !2
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !24
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !40
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !41
  %".24" = zext i32 %".23" to i64
  %".25" = getelementptr i8, ptr %"launch", i64 60
  %".26" = load i32, ptr %".25", !range !2
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
  %".56" = mul i64 %".55", 32
  %".57" = add i64 %".56", 16
  %".58" = add i64 %".57", 1024
  %".59" = getelementptr i8, ptr %".4", i64 200
  %".60" = getelementptr i8, ptr %".4", i64 208
  %".61" = load i64, ptr %".60"
  %".62" = icmp ult i64 %".61", %".58"
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !42
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
  call void @"__zk_blocks_block_sum"(ptr %"launch", ptr %"block")
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
!1 = !{ i32 0, i32 2147483647 }
!2 = !{ i32 1, i32 1025 }
!3 = !{ !"zluda runtime memory" }
!4 = !{ !"region pending slot", !3, i64 0 }
!5 = !{ !4, !4, i64 0 }
!6 = !{ !"region scalar slot", !3, i64 0 }
!7 = !{ !6, !6, i64 0 }
!8 = !{ !"zluda regions" }
!9 = distinct !{!9, !"zluda regions"}
!10 = distinct !{!10, !9}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9}
!13 = distinct !{!13, !9}
!14 = !{ !10 }
!15 = !{ !11 }
!16 = !{ !12 }
!17 = !{ !13 }
!18 = !{ !11, !12, !13 }
!19 = !{ !10, !12, !13 }
!20 = !{ !10, !11, !13 }
!21 = !{ !10, !11, !12 }
!22 = !{ !10, !11, !12, !13 }
!23 = distinct !{}
!24 = !{ i32 1, i32 65 }
!25 = !{ !"llvm.loop.unroll.disable" }
!26 = distinct !{!26, !25}
!27 = distinct !{!27, !25}
!28 = !{ !"llvm.loop.interleave.count", i32 1 }
!29 = !{ !"llvm.loop.parallel_accesses", !23 }
!30 = distinct !{!30, !29, !28, !25}
!31 = !{ !"region thread state", !3, i64 0 }
!32 = !{ !31, !31, i64 0 }
!33 = distinct !{!33, !25}
!34 = distinct !{!34, !25}
!35 = distinct !{!35, !29, !28, !25}
!36 = distinct !{!36, !25}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !29, !28, !25}
!39 = !{ i64 16 }
!40 = !{ i32 1, i32 -2147483648 }
!41 = !{ i32 1, i32 65536 }
!42 = !{ !"branch_weights", i32 1, i32 99 }