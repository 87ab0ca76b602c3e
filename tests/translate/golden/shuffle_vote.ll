; ModuleID = "shuffle_vote.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", i32 %".7", i32 %".8") alwaysinline
{
entry:
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
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
  %".10" = load ptr, ptr %".1", !invariant.group !0, !noalias !16, !llvm.access.group !17
  %".11" = getelementptr i8, ptr %".10", i64 0
  %".12" = getelementptr i8, ptr %".10", i64 8
  %".13" = getelementptr i8, ptr %".2", i64 192
  %".14" = load ptr, ptr %".13", !noalias !16, !llvm.access.group !17
  %".15" = getelementptr i8, ptr %".1", i64 60
  %".16" = load i32, ptr %".15", !range !1, !noalias !16, !llvm.access.group !17
  %".17" = zext i32 %".16" to i64
  %".18" = zext i32 %".8" to i64
  %".19" = load i64, ptr %".11", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".19", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".21" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".21", i64* %"rd2", !noalias !16, !llvm.access.group !17
  store i32 %".4", i32* %"r1", !noalias !16, !llvm.access.group !17
  %".24" = load i32, i32* %"r1", !noalias !16, !llvm.access.group !17
  %".25" = zext i32 %".24" to i64
  %".26" = zext i32 4 to i64
  %".27" = mul i64 %".25", %".26"
  store i64 %".27", i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".29" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".30" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".31" = add i64 %".29", %".30"
  store i64 %".31", i64* %"rd4", !noalias !16, !llvm.access.group !17
  %".33" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".34" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".35" = add i64 %".33", %".34"
  store i64 %".35", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".58" = getelementptr i8, ptr %".1", i64 20
  %".59" = load i32, ptr %".58", !range !1, !noalias !16, !llvm.access.group !17
  %".60" = getelementptr i8, ptr %".1", i64 24
  %".61" = load i32, ptr %".60", !range !1, !noalias !16, !llvm.access.group !17
  %".62" = mul nuw nsw i32 %".61", %".6"
  %".63" = add nuw nsw i32 %".5", %".62"
  %".64" = mul nuw nsw i32 %".59", %".63"
  %".65" = add nuw nsw i32 %".4", %".64"
  %".1026" = and i32 %".7", 65535
  switch i32 %".1026", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5"]
body:
  %".37" = load i64, ptr %".11", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".37", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".39" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".39", i64* %"rd2", !noalias !16, !llvm.access.group !17
  store i32 %".4", i32* %"r1", !noalias !16, !llvm.access.group !17
  %".42" = load i32, i32* %"r1", !noalias !16, !llvm.access.group !17
  %".43" = zext i32 %".42" to i64
  %".44" = zext i32 4 to i64
  %".45" = mul i64 %".43", %".44"
  store i64 %".45", i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".47" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".48" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".49" = add i64 %".47", %".48"
  store i64 %".49", i64* %"rd4", !noalias !16, !llvm.access.group !17
  %".51" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".52" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".53" = inttoptr i64 %".52" to ptr
  %".54" = getelementptr i8, ptr %".53", i64 %".51"
  %".55" = load i32, ptr %".54", align 4, !noalias !16, !llvm.access.group !17
  store i32 %".55", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".57" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".66" = getelementptr i8, ptr %".2", i64 224
  %".67" = load ptr, ptr %".66", !noalias !16, !llvm.access.group !17
  %".68" = zext i32 %".65" to i64
  %".69" = getelementptr i32, ptr %".67", i64 %".68"
  store i32 %".57", ptr %".69", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 17
resume1:
  %".72" = getelementptr i8, ptr %".2", i64 216
  %".73" = load ptr, ptr %".72", !noalias !16, !llvm.access.group !17
  %".74" = zext i32 %".65" to i64
  %".75" = getelementptr i32, ptr %".73", i64 %".74"
  %".76" = load i32, ptr %".75", !alias.scope !10, !noalias !14, !llvm.access.group !17
  store i32 %".76", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".78" = lshr i32 %".65", 5
  %".79" = mul i32 %".78", 32
  %".80" = getelementptr i8, ptr %".2", i64 216
  %".81" = load ptr, ptr %".80", !noalias !16, !llvm.access.group !17
  %".82" = zext i32 %".79" to i64
  %".83" = getelementptr i32, ptr %".81", i64 %".82"
  %".84" = getelementptr i8, ptr %".2", i64 32
  %".85" = load ptr, ptr %".84", !noalias !16, !llvm.access.group !17
  %".86" = lshr i32 %".65", 5
  %".87" = zext i32 %".86" to i64
  %".88" = getelementptr i64, ptr %".85", i64 %".87"
  %".89" = load i64, ptr %".88", !noalias !16, !llvm.access.group !17
  %".90" = trunc i64 %".89" to i32
  %".91" = and i32 %".65", 31
  %".92" = and i32 1, 31
  %".93" = and i32 31, 31
  %".94" = lshr i32 31, 8
  %".95" = and i32 %".94", 31
  %".96" = and i32 %".91", %".95"
  %".97" = xor i32 %".95", -1
  %".98" = and i32 %".93", %".97"
  %".99" = or i32 %".96", %".98"
  %".100" = and i32 %".91", %".95"
  %".101" = add i32 %".91", %".92"
  %".102" = icmp sle i32 %".101", %".99"
  %".103" = select  i1 %".102", i32 %".101", i32 %".91"
  %".104" = zext i32 %".65" to i64
  %".105" = getelementptr i8, ptr %".2", i64 216
  %".106" = load ptr, ptr %".105", !noalias !16, !llvm.access.group !17
  %".107" = getelementptr i32, ptr %".106", i64 %".104"
  %".108" = load i32, ptr %".107", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".109" = zext i32 %".108" to i64
  %".110" = zext i32 %".92" to i64
  %".111" = add i64 %".104", %".110"
  %".112" = getelementptr i8, ptr %".2", i64 216
  %".113" = load ptr, ptr %".112", !noalias !16, !llvm.access.group !17
  %".114" = getelementptr i32, ptr %".113", i64 %".111"
  %".115" = load i32, ptr %".114", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".116" = zext i32 %".115" to i64
  %".117" = select  i1 %".102", i64 %".116", i64 %".109"
  %".118" = trunc i64 %".117" to i32
  store i32 %".118", i32* %"r3", !noalias !16, !llvm.access.group !17
  %".120" = mul nuw nsw i64 %".17", 12
  %".121" = mul nuw nsw i64 %".18", 4
  %".122" = add nuw nsw i64 %".120", %".121"
  %".123" = getelementptr i8, ptr %".14", i64 %".122"
  store i32 %".118", ptr %".123", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".125" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".126" = getelementptr i8, ptr %".2", i64 224
  %".127" = load ptr, ptr %".126", !noalias !16, !llvm.access.group !17
  %".128" = zext i32 %".65" to i64
  %".129" = getelementptr i32, ptr %".127", i64 %".128"
  store i32 %".125", ptr %".129", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 33
resume2:
  %".132" = getelementptr i8, ptr %".2", i64 216
  %".133" = load ptr, ptr %".132", !noalias !16, !llvm.access.group !17
  %".134" = zext i32 %".65" to i64
  %".135" = getelementptr i32, ptr %".133", i64 %".134"
  %".136" = load i32, ptr %".135", !alias.scope !10, !noalias !14, !llvm.access.group !17
  store i32 %".136", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".138" = mul nuw nsw i64 %".17", 12
  %".139" = mul nuw nsw i64 %".18", 4
  %".140" = add nuw nsw i64 %".138", %".139"
  %".141" = getelementptr i8, ptr %".14", i64 %".140"
  %".142" = load i32, ptr %".141", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".142", i32* %"r3", !noalias !16, !llvm.access.group !17
  %".144" = lshr i32 %".65", 5
  %".145" = mul i32 %".144", 32
  %".146" = getelementptr i8, ptr %".2", i64 216
  %".147" = load ptr, ptr %".146", !noalias !16, !llvm.access.group !17
  %".148" = zext i32 %".145" to i64
  %".149" = getelementptr i32, ptr %".147", i64 %".148"
  %".150" = getelementptr i8, ptr %".2", i64 32
  %".151" = load ptr, ptr %".150", !noalias !16, !llvm.access.group !17
  %".152" = lshr i32 %".65", 5
  %".153" = zext i32 %".152" to i64
  %".154" = getelementptr i64, ptr %".151", i64 %".153"
  %".155" = load i64, ptr %".154", !noalias !16, !llvm.access.group !17
  %".156" = trunc i64 %".155" to i32
  %".157" = and i32 %".65", 31
  %".158" = and i32 0, 31
  %".159" = and i32 31, 31
  %".160" = lshr i32 31, 8
  %".161" = and i32 %".160", 31
  %".162" = and i32 %".157", %".161"
  %".163" = xor i32 %".161", -1
  %".164" = and i32 %".159", %".163"
  %".165" = or i32 %".162", %".164"
  %".166" = and i32 %".157", %".161"
  %".167" = xor i32 %".161", -1
  %".168" = and i32 %".158", %".167"
  %".169" = or i32 %".166", %".168"
  %".170" = icmp sle i32 %".169", %".165"
  %".171" = select  i1 %".170", i32 %".169", i32 %".157"
  %".172" = zext i32 %".65" to i64
  %".173" = getelementptr i8, ptr %".2", i64 216
  %".174" = load ptr, ptr %".173", !noalias !16, !llvm.access.group !17
  %".175" = getelementptr i32, ptr %".174", i64 %".172"
  %".176" = load i32, ptr %".175", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".177" = zext i32 %".176" to i64
  %".178" = zext i32 %".158" to i64
  %".179" = zext i32 %".157" to i64
  %".180" = sub i64 %".172", %".179"
  %".181" = zext i32 %".171" to i64
  %".182" = add i64 %".180", %".181"
  %".183" = getelementptr i8, ptr %".2", i64 216
  %".184" = load ptr, ptr %".183", !noalias !16, !llvm.access.group !17
  %".185" = getelementptr i32, ptr %".184", i64 %".182"
  %".186" = load i32, ptr %".185", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".187" = zext i32 %".186" to i64
  %".188" = select  i1 %".170", i64 %".187", i64 %".177"
  %".189" = trunc i64 %".188" to i32
  store i32 %".189", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".191" = mul nuw nsw i64 %".17", 16
  %".192" = mul nuw nsw i64 %".18", 4
  %".193" = add nuw nsw i64 %".191", %".192"
  %".194" = getelementptr i8, ptr %".14", i64 %".193"
  store i32 %".189", ptr %".194", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".196" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".197" = load i32, i32* %"r3", !noalias !16, !llvm.access.group !17
  %".198" = icmp ugt i32 %".196", %".197"
  store i1 %".198", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".200" = zext i1 %".198" to i8
  %".201" = mul nuw nsw i64 %".17", 8
  %".202" = mul nuw nsw i64 %".18", 1
  %".203" = add nuw nsw i64 %".201", %".202"
  %".204" = getelementptr i8, ptr %".14", i64 %".203"
  store i8 %".200", ptr %".204", !alias.scope !8, !noalias !12, !llvm.access.group !17
  ret i32 53
resume3:
  %".207" = mul nuw nsw i64 %".17", 8
  %".208" = mul nuw nsw i64 %".18", 1
  %".209" = add nuw nsw i64 %".207", %".208"
  %".210" = getelementptr i8, ptr %".14", i64 %".209"
  %".211" = load i8, ptr %".210", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".212" = trunc i8 %".211" to i1
  store i1 %".212", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".214" = mul nuw nsw i64 %".17", 16
  %".215" = mul nuw nsw i64 %".18", 4
  %".216" = add nuw nsw i64 %".214", %".215"
  %".217" = getelementptr i8, ptr %".14", i64 %".216"
  %".218" = load i32, ptr %".217", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".218", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".220" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".221" = zext i1 %".220" to i64
  %".222" = trunc i64 %".221" to i32
  %".223" = getelementptr i8, ptr %".2", i64 224
  %".224" = load ptr, ptr %".223", !noalias !16, !llvm.access.group !17
  %".225" = zext i32 %".65" to i64
  %".226" = getelementptr i32, ptr %".224", i64 %".225"
  store i32 %".222", ptr %".226", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 65
resume4:
  %".229" = mul nuw nsw i64 %".17", 8
  %".230" = mul nuw nsw i64 %".18", 1
  %".231" = add nuw nsw i64 %".229", %".230"
  %".232" = getelementptr i8, ptr %".14", i64 %".231"
  %".233" = load i8, ptr %".232", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".234" = trunc i8 %".233" to i1
  store i1 %".234", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".236" = mul nuw nsw i64 %".17", 16
  %".237" = mul nuw nsw i64 %".18", 4
  %".238" = add nuw nsw i64 %".236", %".237"
  %".239" = getelementptr i8, ptr %".14", i64 %".238"
  %".240" = load i32, ptr %".239", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".240", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".242" = lshr i32 %".65", 5
  %".243" = mul i32 %".242", 32
  %".244" = getelementptr i8, ptr %".2", i64 216
  %".245" = load ptr, ptr %".244", !noalias !16, !llvm.access.group !17
  %".246" = zext i32 %".243" to i64
  %".247" = getelementptr i32, ptr %".245", i64 %".246"
  %".248" = getelementptr i8, ptr %".2", i64 32
  %".249" = load ptr, ptr %".248", !noalias !16, !llvm.access.group !17
  %".250" = lshr i32 %".65", 5
  %".251" = zext i32 %".250" to i64
  %".252" = getelementptr i64, ptr %".249", i64 %".251"
  %".253" = load i64, ptr %".252", !noalias !16, !llvm.access.group !17
  %".254" = trunc i64 %".253" to i32
  %".255" = and i32 %".254", 4294967295
  %".256" = zext i32 0 to i64
  %".257" = getelementptr i32, ptr %".247", i64 %".256"
  %".258" = load i32, ptr %".257", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".259" = zext i32 %".258" to i64
  %".260" = and i32 %".255", 1
  %".261" = icmp ne i32 %".260", 0
  %".262" = trunc i64 %".259" to i32
  %".263" = icmp ne i32 %".262", 0
  %".264" = and i1 %".261", %".263"
  %".265" = select  i1 %".264", i32 1, i32 0
  %".266" = or i32 0, %".265"
  %".267" = zext i32 1 to i64
  %".268" = getelementptr i32, ptr %".247", i64 %".267"
  %".269" = load i32, ptr %".268", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".270" = zext i32 %".269" to i64
  %".271" = and i32 %".255", 2
  %".272" = icmp ne i32 %".271", 0
  %".273" = trunc i64 %".270" to i32
  %".274" = icmp ne i32 %".273", 0
  %".275" = and i1 %".272", %".274"
  %".276" = select  i1 %".275", i32 2, i32 0
  %".277" = or i32 %".266", %".276"
  %".278" = zext i32 2 to i64
  %".279" = getelementptr i32, ptr %".247", i64 %".278"
  %".280" = load i32, ptr %".279", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".281" = zext i32 %".280" to i64
  %".282" = and i32 %".255", 4
  %".283" = icmp ne i32 %".282", 0
  %".284" = trunc i64 %".281" to i32
  %".285" = icmp ne i32 %".284", 0
  %".286" = and i1 %".283", %".285"
  %".287" = select  i1 %".286", i32 4, i32 0
  %".288" = or i32 %".277", %".287"
  %".289" = zext i32 3 to i64
  %".290" = getelementptr i32, ptr %".247", i64 %".289"
  %".291" = load i32, ptr %".290", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".292" = zext i32 %".291" to i64
  %".293" = and i32 %".255", 8
  %".294" = icmp ne i32 %".293", 0
  %".295" = trunc i64 %".292" to i32
  %".296" = icmp ne i32 %".295", 0
  %".297" = and i1 %".294", %".296"
  %".298" = select  i1 %".297", i32 8, i32 0
  %".299" = or i32 %".288", %".298"
  %".300" = zext i32 4 to i64
  %".301" = getelementptr i32, ptr %".247", i64 %".300"
  %".302" = load i32, ptr %".301", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".303" = zext i32 %".302" to i64
  %".304" = and i32 %".255", 16
  %".305" = icmp ne i32 %".304", 0
  %".306" = trunc i64 %".303" to i32
  %".307" = icmp ne i32 %".306", 0
  %".308" = and i1 %".305", %".307"
  %".309" = select  i1 %".308", i32 16, i32 0
  %".310" = or i32 %".299", %".309"
  %".311" = zext i32 5 to i64
  %".312" = getelementptr i32, ptr %".247", i64 %".311"
  %".313" = load i32, ptr %".312", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".314" = zext i32 %".313" to i64
  %".315" = and i32 %".255", 32
  %".316" = icmp ne i32 %".315", 0
  %".317" = trunc i64 %".314" to i32
  %".318" = icmp ne i32 %".317", 0
  %".319" = and i1 %".316", %".318"
  %".320" = select  i1 %".319", i32 32, i32 0
  %".321" = or i32 %".310", %".320"
  %".322" = zext i32 6 to i64
  %".323" = getelementptr i32, ptr %".247", i64 %".322"
  %".324" = load i32, ptr %".323", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".325" = zext i32 %".324" to i64
  %".326" = and i32 %".255", 64
  %".327" = icmp ne i32 %".326", 0
  %".328" = trunc i64 %".325" to i32
  %".329" = icmp ne i32 %".328", 0
  %".330" = and i1 %".327", %".329"
  %".331" = select  i1 %".330", i32 64, i32 0
  %".332" = or i32 %".321", %".331"
  %".333" = zext i32 7 to i64
  %".334" = getelementptr i32, ptr %".247", i64 %".333"
  %".335" = load i32, ptr %".334", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".336" = zext i32 %".335" to i64
  %".337" = and i32 %".255", 128
  %".338" = icmp ne i32 %".337", 0
  %".339" = trunc i64 %".336" to i32
  %".340" = icmp ne i32 %".339", 0
  %".341" = and i1 %".338", %".340"
  %".342" = select  i1 %".341", i32 128, i32 0
  %".343" = or i32 %".332", %".342"
  %".344" = zext i32 8 to i64
  %".345" = getelementptr i32, ptr %".247", i64 %".344"
  %".346" = load i32, ptr %".345", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".347" = zext i32 %".346" to i64
  %".348" = and i32 %".255", 256
  %".349" = icmp ne i32 %".348", 0
  %".350" = trunc i64 %".347" to i32
  %".351" = icmp ne i32 %".350", 0
  %".352" = and i1 %".349", %".351"
  %".353" = select  i1 %".352", i32 256, i32 0
  %".354" = or i32 %".343", %".353"
  %".355" = zext i32 9 to i64
  %".356" = getelementptr i32, ptr %".247", i64 %".355"
  %".357" = load i32, ptr %".356", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".358" = zext i32 %".357" to i64
  %".359" = and i32 %".255", 512
  %".360" = icmp ne i32 %".359", 0
  %".361" = trunc i64 %".358" to i32
  %".362" = icmp ne i32 %".361", 0
  %".363" = and i1 %".360", %".362"
  %".364" = select  i1 %".363", i32 512, i32 0
  %".365" = or i32 %".354", %".364"
  %".366" = zext i32 10 to i64
  %".367" = getelementptr i32, ptr %".247", i64 %".366"
  %".368" = load i32, ptr %".367", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".369" = zext i32 %".368" to i64
  %".370" = and i32 %".255", 1024
  %".371" = icmp ne i32 %".370", 0
  %".372" = trunc i64 %".369" to i32
  %".373" = icmp ne i32 %".372", 0
  %".374" = and i1 %".371", %".373"
  %".375" = select  i1 %".374", i32 1024, i32 0
  %".376" = or i32 %".365", %".375"
  %".377" = zext i32 11 to i64
  %".378" = getelementptr i32, ptr %".247", i64 %".377"
  %".379" = load i32, ptr %".378", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".380" = zext i32 %".379" to i64
  %".381" = and i32 %".255", 2048
  %".382" = icmp ne i32 %".381", 0
  %".383" = trunc i64 %".380" to i32
  %".384" = icmp ne i32 %".383", 0
  %".385" = and i1 %".382", %".384"
  %".386" = select  i1 %".385", i32 2048, i32 0
  %".387" = or i32 %".376", %".386"
  %".388" = zext i32 12 to i64
  %".389" = getelementptr i32, ptr %".247", i64 %".388"
  %".390" = load i32, ptr %".389", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".391" = zext i32 %".390" to i64
  %".392" = and i32 %".255", 4096
  %".393" = icmp ne i32 %".392", 0
  %".394" = trunc i64 %".391" to i32
  %".395" = icmp ne i32 %".394", 0
  %".396" = and i1 %".393", %".395"
  %".397" = select  i1 %".396", i32 4096, i32 0
  %".398" = or i32 %".387", %".397"
  %".399" = zext i32 13 to i64
  %".400" = getelementptr i32, ptr %".247", i64 %".399"
  %".401" = load i32, ptr %".400", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".402" = zext i32 %".401" to i64
  %".403" = and i32 %".255", 8192
  %".404" = icmp ne i32 %".403", 0
  %".405" = trunc i64 %".402" to i32
  %".406" = icmp ne i32 %".405", 0
  %".407" = and i1 %".404", %".406"
  %".408" = select  i1 %".407", i32 8192, i32 0
  %".409" = or i32 %".398", %".408"
  %".410" = zext i32 14 to i64
  %".411" = getelementptr i32, ptr %".247", i64 %".410"
  %".412" = load i32, ptr %".411", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".413" = zext i32 %".412" to i64
  %".414" = and i32 %".255", 16384
  %".415" = icmp ne i32 %".414", 0
  %".416" = trunc i64 %".413" to i32
  %".417" = icmp ne i32 %".416", 0
  %".418" = and i1 %".415", %".417"
  %".419" = select  i1 %".418", i32 16384, i32 0
  %".420" = or i32 %".409", %".419"
  %".421" = zext i32 15 to i64
  %".422" = getelementptr i32, ptr %".247", i64 %".421"
  %".423" = load i32, ptr %".422", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".424" = zext i32 %".423" to i64
  %".425" = and i32 %".255", 32768
  %".426" = icmp ne i32 %".425", 0
  %".427" = trunc i64 %".424" to i32
  %".428" = icmp ne i32 %".427", 0
  %".429" = and i1 %".426", %".428"
  %".430" = select  i1 %".429", i32 32768, i32 0
  %".431" = or i32 %".420", %".430"
  %".432" = zext i32 16 to i64
  %".433" = getelementptr i32, ptr %".247", i64 %".432"
  %".434" = load i32, ptr %".433", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".435" = zext i32 %".434" to i64
  %".436" = and i32 %".255", 65536
  %".437" = icmp ne i32 %".436", 0
  %".438" = trunc i64 %".435" to i32
  %".439" = icmp ne i32 %".438", 0
  %".440" = and i1 %".437", %".439"
  %".441" = select  i1 %".440", i32 65536, i32 0
  %".442" = or i32 %".431", %".441"
  %".443" = zext i32 17 to i64
  %".444" = getelementptr i32, ptr %".247", i64 %".443"
  %".445" = load i32, ptr %".444", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".446" = zext i32 %".445" to i64
  %".447" = and i32 %".255", 131072
  %".448" = icmp ne i32 %".447", 0
  %".449" = trunc i64 %".446" to i32
  %".450" = icmp ne i32 %".449", 0
  %".451" = and i1 %".448", %".450"
  %".452" = select  i1 %".451", i32 131072, i32 0
  %".453" = or i32 %".442", %".452"
  %".454" = zext i32 18 to i64
  %".455" = getelementptr i32, ptr %".247", i64 %".454"
  %".456" = load i32, ptr %".455", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".457" = zext i32 %".456" to i64
  %".458" = and i32 %".255", 262144
  %".459" = icmp ne i32 %".458", 0
  %".460" = trunc i64 %".457" to i32
  %".461" = icmp ne i32 %".460", 0
  %".462" = and i1 %".459", %".461"
  %".463" = select  i1 %".462", i32 262144, i32 0
  %".464" = or i32 %".453", %".463"
  %".465" = zext i32 19 to i64
  %".466" = getelementptr i32, ptr %".247", i64 %".465"
  %".467" = load i32, ptr %".466", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".468" = zext i32 %".467" to i64
  %".469" = and i32 %".255", 524288
  %".470" = icmp ne i32 %".469", 0
  %".471" = trunc i64 %".468" to i32
  %".472" = icmp ne i32 %".471", 0
  %".473" = and i1 %".470", %".472"
  %".474" = select  i1 %".473", i32 524288, i32 0
  %".475" = or i32 %".464", %".474"
  %".476" = zext i32 20 to i64
  %".477" = getelementptr i32, ptr %".247", i64 %".476"
  %".478" = load i32, ptr %".477", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".479" = zext i32 %".478" to i64
  %".480" = and i32 %".255", 1048576
  %".481" = icmp ne i32 %".480", 0
  %".482" = trunc i64 %".479" to i32
  %".483" = icmp ne i32 %".482", 0
  %".484" = and i1 %".481", %".483"
  %".485" = select  i1 %".484", i32 1048576, i32 0
  %".486" = or i32 %".475", %".485"
  %".487" = zext i32 21 to i64
  %".488" = getelementptr i32, ptr %".247", i64 %".487"
  %".489" = load i32, ptr %".488", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".490" = zext i32 %".489" to i64
  %".491" = and i32 %".255", 2097152
  %".492" = icmp ne i32 %".491", 0
  %".493" = trunc i64 %".490" to i32
  %".494" = icmp ne i32 %".493", 0
  %".495" = and i1 %".492", %".494"
  %".496" = select  i1 %".495", i32 2097152, i32 0
  %".497" = or i32 %".486", %".496"
  %".498" = zext i32 22 to i64
  %".499" = getelementptr i32, ptr %".247", i64 %".498"
  %".500" = load i32, ptr %".499", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".501" = zext i32 %".500" to i64
  %".502" = and i32 %".255", 4194304
  %".503" = icmp ne i32 %".502", 0
  %".504" = trunc i64 %".501" to i32
  %".505" = icmp ne i32 %".504", 0
  %".506" = and i1 %".503", %".505"
  %".507" = select  i1 %".506", i32 4194304, i32 0
  %".508" = or i32 %".497", %".507"
  %".509" = zext i32 23 to i64
  %".510" = getelementptr i32, ptr %".247", i64 %".509"
  %".511" = load i32, ptr %".510", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".512" = zext i32 %".511" to i64
  %".513" = and i32 %".255", 8388608
  %".514" = icmp ne i32 %".513", 0
  %".515" = trunc i64 %".512" to i32
  %".516" = icmp ne i32 %".515", 0
  %".517" = and i1 %".514", %".516"
  %".518" = select  i1 %".517", i32 8388608, i32 0
  %".519" = or i32 %".508", %".518"
  %".520" = zext i32 24 to i64
  %".521" = getelementptr i32, ptr %".247", i64 %".520"
  %".522" = load i32, ptr %".521", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".523" = zext i32 %".522" to i64
  %".524" = and i32 %".255", 16777216
  %".525" = icmp ne i32 %".524", 0
  %".526" = trunc i64 %".523" to i32
  %".527" = icmp ne i32 %".526", 0
  %".528" = and i1 %".525", %".527"
  %".529" = select  i1 %".528", i32 16777216, i32 0
  %".530" = or i32 %".519", %".529"
  %".531" = zext i32 25 to i64
  %".532" = getelementptr i32, ptr %".247", i64 %".531"
  %".533" = load i32, ptr %".532", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".534" = zext i32 %".533" to i64
  %".535" = and i32 %".255", 33554432
  %".536" = icmp ne i32 %".535", 0
  %".537" = trunc i64 %".534" to i32
  %".538" = icmp ne i32 %".537", 0
  %".539" = and i1 %".536", %".538"
  %".540" = select  i1 %".539", i32 33554432, i32 0
  %".541" = or i32 %".530", %".540"
  %".542" = zext i32 26 to i64
  %".543" = getelementptr i32, ptr %".247", i64 %".542"
  %".544" = load i32, ptr %".543", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".545" = zext i32 %".544" to i64
  %".546" = and i32 %".255", 67108864
  %".547" = icmp ne i32 %".546", 0
  %".548" = trunc i64 %".545" to i32
  %".549" = icmp ne i32 %".548", 0
  %".550" = and i1 %".547", %".549"
  %".551" = select  i1 %".550", i32 67108864, i32 0
  %".552" = or i32 %".541", %".551"
  %".553" = zext i32 27 to i64
  %".554" = getelementptr i32, ptr %".247", i64 %".553"
  %".555" = load i32, ptr %".554", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".556" = zext i32 %".555" to i64
  %".557" = and i32 %".255", 134217728
  %".558" = icmp ne i32 %".557", 0
  %".559" = trunc i64 %".556" to i32
  %".560" = icmp ne i32 %".559", 0
  %".561" = and i1 %".558", %".560"
  %".562" = select  i1 %".561", i32 134217728, i32 0
  %".563" = or i32 %".552", %".562"
  %".564" = zext i32 28 to i64
  %".565" = getelementptr i32, ptr %".247", i64 %".564"
  %".566" = load i32, ptr %".565", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".567" = zext i32 %".566" to i64
  %".568" = and i32 %".255", 268435456
  %".569" = icmp ne i32 %".568", 0
  %".570" = trunc i64 %".567" to i32
  %".571" = icmp ne i32 %".570", 0
  %".572" = and i1 %".569", %".571"
  %".573" = select  i1 %".572", i32 268435456, i32 0
  %".574" = or i32 %".563", %".573"
  %".575" = zext i32 29 to i64
  %".576" = getelementptr i32, ptr %".247", i64 %".575"
  %".577" = load i32, ptr %".576", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".578" = zext i32 %".577" to i64
  %".579" = and i32 %".255", 536870912
  %".580" = icmp ne i32 %".579", 0
  %".581" = trunc i64 %".578" to i32
  %".582" = icmp ne i32 %".581", 0
  %".583" = and i1 %".580", %".582"
  %".584" = select  i1 %".583", i32 536870912, i32 0
  %".585" = or i32 %".574", %".584"
  %".586" = zext i32 30 to i64
  %".587" = getelementptr i32, ptr %".247", i64 %".586"
  %".588" = load i32, ptr %".587", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".589" = zext i32 %".588" to i64
  %".590" = and i32 %".255", 1073741824
  %".591" = icmp ne i32 %".590", 0
  %".592" = trunc i64 %".589" to i32
  %".593" = icmp ne i32 %".592", 0
  %".594" = and i1 %".591", %".593"
  %".595" = select  i1 %".594", i32 1073741824, i32 0
  %".596" = or i32 %".585", %".595"
  %".597" = zext i32 31 to i64
  %".598" = getelementptr i32, ptr %".247", i64 %".597"
  %".599" = load i32, ptr %".598", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".600" = zext i32 %".599" to i64
  %".601" = and i32 %".255", 2147483648
  %".602" = icmp ne i32 %".601", 0
  %".603" = trunc i64 %".600" to i32
  %".604" = icmp ne i32 %".603", 0
  %".605" = and i1 %".602", %".604"
  %".606" = select  i1 %".605", i32 2147483648, i32 0
  %".607" = or i32 %".596", %".606"
  store i32 %".607", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".609" = mul nuw nsw i64 %".17", 20
  %".610" = mul nuw nsw i64 %".18", 4
  %".611" = add nuw nsw i64 %".609", %".610"
  %".612" = getelementptr i8, ptr %".14", i64 %".611"
  store i32 %".607", ptr %".612", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".614" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".615" = zext i1 %".614" to i64
  %".616" = trunc i64 %".615" to i32
  %".617" = getelementptr i8, ptr %".2", i64 224
  %".618" = load ptr, ptr %".617", !noalias !16, !llvm.access.group !17
  %".619" = zext i32 %".65" to i64
  %".620" = getelementptr i32, ptr %".618", i64 %".619"
  store i32 %".616", ptr %".620", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 81
resume5:
  %".623" = mul nuw nsw i64 %".17", 16
  %".624" = mul nuw nsw i64 %".18", 4
  %".625" = add nuw nsw i64 %".623", %".624"
  %".626" = getelementptr i8, ptr %".14", i64 %".625"
  %".627" = load i32, ptr %".626", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".627", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".629" = mul nuw nsw i64 %".17", 20
  %".630" = mul nuw nsw i64 %".18", 4
  %".631" = add nuw nsw i64 %".629", %".630"
  %".632" = getelementptr i8, ptr %".14", i64 %".631"
  %".633" = load i32, ptr %".632", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".633", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".635" = lshr i32 %".65", 5
  %".636" = mul i32 %".635", 32
  %".637" = getelementptr i8, ptr %".2", i64 216
  %".638" = load ptr, ptr %".637", !noalias !16, !llvm.access.group !17
  %".639" = zext i32 %".636" to i64
  %".640" = getelementptr i32, ptr %".638", i64 %".639"
  %".641" = getelementptr i8, ptr %".2", i64 32
  %".642" = load ptr, ptr %".641", !noalias !16, !llvm.access.group !17
  %".643" = lshr i32 %".65", 5
  %".644" = zext i32 %".643" to i64
  %".645" = getelementptr i64, ptr %".642", i64 %".644"
  %".646" = load i64, ptr %".645", !noalias !16, !llvm.access.group !17
  %".647" = trunc i64 %".646" to i32
  %".648" = and i32 %".647", 4294967295
  %".649" = zext i32 0 to i64
  %".650" = getelementptr i32, ptr %".640", i64 %".649"
  %".651" = load i32, ptr %".650", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".652" = zext i32 %".651" to i64
  %".653" = and i32 %".648", 1
  %".654" = icmp ne i32 %".653", 0
  %".655" = trunc i64 %".652" to i32
  %".656" = icmp ne i32 %".655", 0
  %".657" = and i1 %".654", %".656"
  %".658" = select  i1 %".657", i32 1, i32 0
  %".659" = or i32 0, %".658"
  %".660" = zext i32 1 to i64
  %".661" = getelementptr i32, ptr %".640", i64 %".660"
  %".662" = load i32, ptr %".661", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".663" = zext i32 %".662" to i64
  %".664" = and i32 %".648", 2
  %".665" = icmp ne i32 %".664", 0
  %".666" = trunc i64 %".663" to i32
  %".667" = icmp ne i32 %".666", 0
  %".668" = and i1 %".665", %".667"
  %".669" = select  i1 %".668", i32 2, i32 0
  %".670" = or i32 %".659", %".669"
  %".671" = zext i32 2 to i64
  %".672" = getelementptr i32, ptr %".640", i64 %".671"
  %".673" = load i32, ptr %".672", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".674" = zext i32 %".673" to i64
  %".675" = and i32 %".648", 4
  %".676" = icmp ne i32 %".675", 0
  %".677" = trunc i64 %".674" to i32
  %".678" = icmp ne i32 %".677", 0
  %".679" = and i1 %".676", %".678"
  %".680" = select  i1 %".679", i32 4, i32 0
  %".681" = or i32 %".670", %".680"
  %".682" = zext i32 3 to i64
  %".683" = getelementptr i32, ptr %".640", i64 %".682"
  %".684" = load i32, ptr %".683", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".685" = zext i32 %".684" to i64
  %".686" = and i32 %".648", 8
  %".687" = icmp ne i32 %".686", 0
  %".688" = trunc i64 %".685" to i32
  %".689" = icmp ne i32 %".688", 0
  %".690" = and i1 %".687", %".689"
  %".691" = select  i1 %".690", i32 8, i32 0
  %".692" = or i32 %".681", %".691"
  %".693" = zext i32 4 to i64
  %".694" = getelementptr i32, ptr %".640", i64 %".693"
  %".695" = load i32, ptr %".694", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".696" = zext i32 %".695" to i64
  %".697" = and i32 %".648", 16
  %".698" = icmp ne i32 %".697", 0
  %".699" = trunc i64 %".696" to i32
  %".700" = icmp ne i32 %".699", 0
  %".701" = and i1 %".698", %".700"
  %".702" = select  i1 %".701", i32 16, i32 0
  %".703" = or i32 %".692", %".702"
  %".704" = zext i32 5 to i64
  %".705" = getelementptr i32, ptr %".640", i64 %".704"
  %".706" = load i32, ptr %".705", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".707" = zext i32 %".706" to i64
  %".708" = and i32 %".648", 32
  %".709" = icmp ne i32 %".708", 0
  %".710" = trunc i64 %".707" to i32
  %".711" = icmp ne i32 %".710", 0
  %".712" = and i1 %".709", %".711"
  %".713" = select  i1 %".712", i32 32, i32 0
  %".714" = or i32 %".703", %".713"
  %".715" = zext i32 6 to i64
  %".716" = getelementptr i32, ptr %".640", i64 %".715"
  %".717" = load i32, ptr %".716", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".718" = zext i32 %".717" to i64
  %".719" = and i32 %".648", 64
  %".720" = icmp ne i32 %".719", 0
  %".721" = trunc i64 %".718" to i32
  %".722" = icmp ne i32 %".721", 0
  %".723" = and i1 %".720", %".722"
  %".724" = select  i1 %".723", i32 64, i32 0
  %".725" = or i32 %".714", %".724"
  %".726" = zext i32 7 to i64
  %".727" = getelementptr i32, ptr %".640", i64 %".726"
  %".728" = load i32, ptr %".727", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".729" = zext i32 %".728" to i64
  %".730" = and i32 %".648", 128
  %".731" = icmp ne i32 %".730", 0
  %".732" = trunc i64 %".729" to i32
  %".733" = icmp ne i32 %".732", 0
  %".734" = and i1 %".731", %".733"
  %".735" = select  i1 %".734", i32 128, i32 0
  %".736" = or i32 %".725", %".735"
  %".737" = zext i32 8 to i64
  %".738" = getelementptr i32, ptr %".640", i64 %".737"
  %".739" = load i32, ptr %".738", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".740" = zext i32 %".739" to i64
  %".741" = and i32 %".648", 256
  %".742" = icmp ne i32 %".741", 0
  %".743" = trunc i64 %".740" to i32
  %".744" = icmp ne i32 %".743", 0
  %".745" = and i1 %".742", %".744"
  %".746" = select  i1 %".745", i32 256, i32 0
  %".747" = or i32 %".736", %".746"
  %".748" = zext i32 9 to i64
  %".749" = getelementptr i32, ptr %".640", i64 %".748"
  %".750" = load i32, ptr %".749", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".751" = zext i32 %".750" to i64
  %".752" = and i32 %".648", 512
  %".753" = icmp ne i32 %".752", 0
  %".754" = trunc i64 %".751" to i32
  %".755" = icmp ne i32 %".754", 0
  %".756" = and i1 %".753", %".755"
  %".757" = select  i1 %".756", i32 512, i32 0
  %".758" = or i32 %".747", %".757"
  %".759" = zext i32 10 to i64
  %".760" = getelementptr i32, ptr %".640", i64 %".759"
  %".761" = load i32, ptr %".760", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".762" = zext i32 %".761" to i64
  %".763" = and i32 %".648", 1024
  %".764" = icmp ne i32 %".763", 0
  %".765" = trunc i64 %".762" to i32
  %".766" = icmp ne i32 %".765", 0
  %".767" = and i1 %".764", %".766"
  %".768" = select  i1 %".767", i32 1024, i32 0
  %".769" = or i32 %".758", %".768"
  %".770" = zext i32 11 to i64
  %".771" = getelementptr i32, ptr %".640", i64 %".770"
  %".772" = load i32, ptr %".771", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".773" = zext i32 %".772" to i64
  %".774" = and i32 %".648", 2048
  %".775" = icmp ne i32 %".774", 0
  %".776" = trunc i64 %".773" to i32
  %".777" = icmp ne i32 %".776", 0
  %".778" = and i1 %".775", %".777"
  %".779" = select  i1 %".778", i32 2048, i32 0
  %".780" = or i32 %".769", %".779"
  %".781" = zext i32 12 to i64
  %".782" = getelementptr i32, ptr %".640", i64 %".781"
  %".783" = load i32, ptr %".782", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".784" = zext i32 %".783" to i64
  %".785" = and i32 %".648", 4096
  %".786" = icmp ne i32 %".785", 0
  %".787" = trunc i64 %".784" to i32
  %".788" = icmp ne i32 %".787", 0
  %".789" = and i1 %".786", %".788"
  %".790" = select  i1 %".789", i32 4096, i32 0
  %".791" = or i32 %".780", %".790"
  %".792" = zext i32 13 to i64
  %".793" = getelementptr i32, ptr %".640", i64 %".792"
  %".794" = load i32, ptr %".793", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".795" = zext i32 %".794" to i64
  %".796" = and i32 %".648", 8192
  %".797" = icmp ne i32 %".796", 0
  %".798" = trunc i64 %".795" to i32
  %".799" = icmp ne i32 %".798", 0
  %".800" = and i1 %".797", %".799"
  %".801" = select  i1 %".800", i32 8192, i32 0
  %".802" = or i32 %".791", %".801"
  %".803" = zext i32 14 to i64
  %".804" = getelementptr i32, ptr %".640", i64 %".803"
  %".805" = load i32, ptr %".804", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".806" = zext i32 %".805" to i64
  %".807" = and i32 %".648", 16384
  %".808" = icmp ne i32 %".807", 0
  %".809" = trunc i64 %".806" to i32
  %".810" = icmp ne i32 %".809", 0
  %".811" = and i1 %".808", %".810"
  %".812" = select  i1 %".811", i32 16384, i32 0
  %".813" = or i32 %".802", %".812"
  %".814" = zext i32 15 to i64
  %".815" = getelementptr i32, ptr %".640", i64 %".814"
  %".816" = load i32, ptr %".815", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".817" = zext i32 %".816" to i64
  %".818" = and i32 %".648", 32768
  %".819" = icmp ne i32 %".818", 0
  %".820" = trunc i64 %".817" to i32
  %".821" = icmp ne i32 %".820", 0
  %".822" = and i1 %".819", %".821"
  %".823" = select  i1 %".822", i32 32768, i32 0
  %".824" = or i32 %".813", %".823"
  %".825" = zext i32 16 to i64
  %".826" = getelementptr i32, ptr %".640", i64 %".825"
  %".827" = load i32, ptr %".826", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".828" = zext i32 %".827" to i64
  %".829" = and i32 %".648", 65536
  %".830" = icmp ne i32 %".829", 0
  %".831" = trunc i64 %".828" to i32
  %".832" = icmp ne i32 %".831", 0
  %".833" = and i1 %".830", %".832"
  %".834" = select  i1 %".833", i32 65536, i32 0
  %".835" = or i32 %".824", %".834"
  %".836" = zext i32 17 to i64
  %".837" = getelementptr i32, ptr %".640", i64 %".836"
  %".838" = load i32, ptr %".837", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".839" = zext i32 %".838" to i64
  %".840" = and i32 %".648", 131072
  %".841" = icmp ne i32 %".840", 0
  %".842" = trunc i64 %".839" to i32
  %".843" = icmp ne i32 %".842", 0
  %".844" = and i1 %".841", %".843"
  %".845" = select  i1 %".844", i32 131072, i32 0
  %".846" = or i32 %".835", %".845"
  %".847" = zext i32 18 to i64
  %".848" = getelementptr i32, ptr %".640", i64 %".847"
  %".849" = load i32, ptr %".848", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".850" = zext i32 %".849" to i64
  %".851" = and i32 %".648", 262144
  %".852" = icmp ne i32 %".851", 0
  %".853" = trunc i64 %".850" to i32
  %".854" = icmp ne i32 %".853", 0
  %".855" = and i1 %".852", %".854"
  %".856" = select  i1 %".855", i32 262144, i32 0
  %".857" = or i32 %".846", %".856"
  %".858" = zext i32 19 to i64
  %".859" = getelementptr i32, ptr %".640", i64 %".858"
  %".860" = load i32, ptr %".859", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".861" = zext i32 %".860" to i64
  %".862" = and i32 %".648", 524288
  %".863" = icmp ne i32 %".862", 0
  %".864" = trunc i64 %".861" to i32
  %".865" = icmp ne i32 %".864", 0
  %".866" = and i1 %".863", %".865"
  %".867" = select  i1 %".866", i32 524288, i32 0
  %".868" = or i32 %".857", %".867"
  %".869" = zext i32 20 to i64
  %".870" = getelementptr i32, ptr %".640", i64 %".869"
  %".871" = load i32, ptr %".870", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".872" = zext i32 %".871" to i64
  %".873" = and i32 %".648", 1048576
  %".874" = icmp ne i32 %".873", 0
  %".875" = trunc i64 %".872" to i32
  %".876" = icmp ne i32 %".875", 0
  %".877" = and i1 %".874", %".876"
  %".878" = select  i1 %".877", i32 1048576, i32 0
  %".879" = or i32 %".868", %".878"
  %".880" = zext i32 21 to i64
  %".881" = getelementptr i32, ptr %".640", i64 %".880"
  %".882" = load i32, ptr %".881", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".883" = zext i32 %".882" to i64
  %".884" = and i32 %".648", 2097152
  %".885" = icmp ne i32 %".884", 0
  %".886" = trunc i64 %".883" to i32
  %".887" = icmp ne i32 %".886", 0
  %".888" = and i1 %".885", %".887"
  %".889" = select  i1 %".888", i32 2097152, i32 0
  %".890" = or i32 %".879", %".889"
  %".891" = zext i32 22 to i64
  %".892" = getelementptr i32, ptr %".640", i64 %".891"
  %".893" = load i32, ptr %".892", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".894" = zext i32 %".893" to i64
  %".895" = and i32 %".648", 4194304
  %".896" = icmp ne i32 %".895", 0
  %".897" = trunc i64 %".894" to i32
  %".898" = icmp ne i32 %".897", 0
  %".899" = and i1 %".896", %".898"
  %".900" = select  i1 %".899", i32 4194304, i32 0
  %".901" = or i32 %".890", %".900"
  %".902" = zext i32 23 to i64
  %".903" = getelementptr i32, ptr %".640", i64 %".902"
  %".904" = load i32, ptr %".903", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".905" = zext i32 %".904" to i64
  %".906" = and i32 %".648", 8388608
  %".907" = icmp ne i32 %".906", 0
  %".908" = trunc i64 %".905" to i32
  %".909" = icmp ne i32 %".908", 0
  %".910" = and i1 %".907", %".909"
  %".911" = select  i1 %".910", i32 8388608, i32 0
  %".912" = or i32 %".901", %".911"
  %".913" = zext i32 24 to i64
  %".914" = getelementptr i32, ptr %".640", i64 %".913"
  %".915" = load i32, ptr %".914", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".916" = zext i32 %".915" to i64
  %".917" = and i32 %".648", 16777216
  %".918" = icmp ne i32 %".917", 0
  %".919" = trunc i64 %".916" to i32
  %".920" = icmp ne i32 %".919", 0
  %".921" = and i1 %".918", %".920"
  %".922" = select  i1 %".921", i32 16777216, i32 0
  %".923" = or i32 %".912", %".922"
  %".924" = zext i32 25 to i64
  %".925" = getelementptr i32, ptr %".640", i64 %".924"
  %".926" = load i32, ptr %".925", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".927" = zext i32 %".926" to i64
  %".928" = and i32 %".648", 33554432
  %".929" = icmp ne i32 %".928", 0
  %".930" = trunc i64 %".927" to i32
  %".931" = icmp ne i32 %".930", 0
  %".932" = and i1 %".929", %".931"
  %".933" = select  i1 %".932", i32 33554432, i32 0
  %".934" = or i32 %".923", %".933"
  %".935" = zext i32 26 to i64
  %".936" = getelementptr i32, ptr %".640", i64 %".935"
  %".937" = load i32, ptr %".936", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".938" = zext i32 %".937" to i64
  %".939" = and i32 %".648", 67108864
  %".940" = icmp ne i32 %".939", 0
  %".941" = trunc i64 %".938" to i32
  %".942" = icmp ne i32 %".941", 0
  %".943" = and i1 %".940", %".942"
  %".944" = select  i1 %".943", i32 67108864, i32 0
  %".945" = or i32 %".934", %".944"
  %".946" = zext i32 27 to i64
  %".947" = getelementptr i32, ptr %".640", i64 %".946"
  %".948" = load i32, ptr %".947", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".949" = zext i32 %".948" to i64
  %".950" = and i32 %".648", 134217728
  %".951" = icmp ne i32 %".950", 0
  %".952" = trunc i64 %".949" to i32
  %".953" = icmp ne i32 %".952", 0
  %".954" = and i1 %".951", %".953"
  %".955" = select  i1 %".954", i32 134217728, i32 0
  %".956" = or i32 %".945", %".955"
  %".957" = zext i32 28 to i64
  %".958" = getelementptr i32, ptr %".640", i64 %".957"
  %".959" = load i32, ptr %".958", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".960" = zext i32 %".959" to i64
  %".961" = and i32 %".648", 268435456
  %".962" = icmp ne i32 %".961", 0
  %".963" = trunc i64 %".960" to i32
  %".964" = icmp ne i32 %".963", 0
  %".965" = and i1 %".962", %".964"
  %".966" = select  i1 %".965", i32 268435456, i32 0
  %".967" = or i32 %".956", %".966"
  %".968" = zext i32 29 to i64
  %".969" = getelementptr i32, ptr %".640", i64 %".968"
  %".970" = load i32, ptr %".969", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".971" = zext i32 %".970" to i64
  %".972" = and i32 %".648", 536870912
  %".973" = icmp ne i32 %".972", 0
  %".974" = trunc i64 %".971" to i32
  %".975" = icmp ne i32 %".974", 0
  %".976" = and i1 %".973", %".975"
  %".977" = select  i1 %".976", i32 536870912, i32 0
  %".978" = or i32 %".967", %".977"
  %".979" = zext i32 30 to i64
  %".980" = getelementptr i32, ptr %".640", i64 %".979"
  %".981" = load i32, ptr %".980", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".982" = zext i32 %".981" to i64
  %".983" = and i32 %".648", 1073741824
  %".984" = icmp ne i32 %".983", 0
  %".985" = trunc i64 %".982" to i32
  %".986" = icmp ne i32 %".985", 0
  %".987" = and i1 %".984", %".986"
  %".988" = select  i1 %".987", i32 1073741824, i32 0
  %".989" = or i32 %".978", %".988"
  %".990" = zext i32 31 to i64
  %".991" = getelementptr i32, ptr %".640", i64 %".990"
  %".992" = load i32, ptr %".991", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".993" = zext i32 %".992" to i64
  %".994" = and i32 %".648", 2147483648
  %".995" = icmp ne i32 %".994", 0
  %".996" = trunc i64 %".993" to i32
  %".997" = icmp ne i32 %".996", 0
  %".998" = and i1 %".995", %".997"
  %".999" = select  i1 %".998", i32 2147483648, i32 0
  %".1000" = or i32 %".989", %".999"
  %".1001" = icmp ne i32 %".1000", 0
  store i1 %".1001", i1* %"p2", !noalias !16, !llvm.access.group !17
  %".1003" = load i1, i1* %"p2", !noalias !16, !llvm.access.group !17
  %".1004" = select  i1 %".1003", i32 1, i32 0
  store i32 %".1004", i32* %"r6", !noalias !16, !llvm.access.group !17
  %".1006" = load i32, i32* %"r4", !noalias !16, !llvm.access.group !17
  %".1007" = load i32, i32* %"r5", !noalias !16, !llvm.access.group !17
  %".1008" = add i32 %".1006", %".1007"
  store i32 %".1008", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1010" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1011" = load i32, i32* %"r6", !noalias !16, !llvm.access.group !17
  %".1012" = add i32 %".1010", %".1011"
  store i32 %".1012", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1014" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".1015" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".1016" = add i64 %".1014", %".1015"
  store i64 %".1016", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".1018" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".1019" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".1020" = inttoptr i64 %".1019" to ptr
  %".1021" = getelementptr i8, ptr %".1020", i64 %".1018"
  %".1022" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  store i32 %".1022", ptr %".1021", align 4, !noalias !16, !llvm.access.group !17
  ret i32 3
region.bad:
  unreachable
}

define internal void @"__zk_chain_warp_vote_1"(ptr %".1", ptr %".2", i32 %".3") alwaysinline
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
  %".22" = shufflevector <32 x i32> %".21", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 31>
  %".23" = shufflevector <32 x i32> %".21", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".24" = icmp ugt <32 x i32> %".21", %".22"
  %".25" = zext <32 x i1> %".24" to <32 x i8>
  %".26" = mul i64 %".14", 8
  %".27" = mul i64 %".17", 1
  %".28" = add i64 %".26", %".27"
  %".29" = getelementptr i8, ptr %".16", i64 %".28"
  store <32 x i8> %".25", ptr %".29", align 1
  %".31" = mul i64 %".14", 16
  %".32" = mul i64 %".17", 4
  %".33" = add i64 %".31", %".32"
  %".34" = getelementptr i8, ptr %".16", i64 %".33"
  store <32 x i32> %".23", ptr %".34", align 4
  ret void
}

define internal i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".3", i32 %".4") noinline
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
  %".19" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".15", i32 %".16", i32 %".17", i32 %".18", i32 %".3", i32 %".4")
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

define internal void @"__zk_group_warp_vote"(ptr %".1", ptr %".2", i32 %".3", i32 %".4", ptr %".5") alwaysinline
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
  %".19" = load i32, ptr %".18", !range !18
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
  %".686" = load i32, i32* %"or"
  %".687" = getelementptr i32, ptr %".5", i32 0
  store i32 %".686", ptr %".687"
  %".689" = load i32, i32* %"and"
  %".690" = getelementptr i32, ptr %".5", i32 1
  store i32 %".689", ptr %".690"
  %".692" = load i32, i32* %"at.bar"
  %".693" = getelementptr i32, ptr %".5", i32 2
  store i32 %".692", ptr %".693"
  %".695" = load i32, i32* %"exited"
  %".696" = getelementptr i32, ptr %".5", i32 3
  store i32 %".695", ptr %".696"
  %".698" = load i32, i32* %"at.step"
  %".699" = getelementptr i32, ptr %".5", i32 4
  store i32 %".698", ptr %".699"
  ret void
start:
  br label %"block0"
warp:
  %".603" = mul nuw nsw i32 %".3", 32
  %".604" = icmp eq i32 %".4", -1
  %".605" = add i32 %".603", 32
  %".606" = icmp ule i32 %".605", %".13"
  %".607" = and i1 %".604", %".606"
  %".608" = and i1 %".607", %".29"
  br i1 %".608", label %"warp.check", label %"warp.each"
at.barrier:
  %".84" = icmp ne i32 %".4", -1
  br i1 %".84", label %"known", label %"scan"
all.at.warp:
  br i1 %".29", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".457" = icmp ne i32 %".4", -1
  br i1 %".457", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !20
tx.head:
  %"tx" = phi  i32 [0, %"ty.body"], [%".76", %"tx.body"]
  %".41" = icmp slt i32 %"tx", %".15"
  br i1 %".41", label %"tx.body", label %"tx.end"
tx.body:
  %".43" = add nuw nsw i32 %"tx", %".39"
  %".44" = mul nuw nsw i32 %".43", 32
  %".45" = zext i32 %".44" to i64
  %".46" = getelementptr i8, ptr %".21", i64 %".45"
  %".47" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".46", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".43")
  %".48" = mul nuw nsw i64 %".26", 0
  %".49" = zext i32 %".43" to i64
  %".50" = mul nuw nsw i64 %".49", 4
  %".51" = add nuw nsw i64 %".48", %".50"
  %".52" = getelementptr i8, ptr %".23", i64 %".51"
  store i32 %".47", ptr %".52", !llvm.access.group !17, !tbaa !27
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
  br label %"tx.head", !llvm.loop !24
tx.end:
  %".78" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !21
each:
  br label %"each.head"
known:
  %".86" = lshr i32 %".4", 4
  switch i32 %".86", label %"scan" []
scan:
  %".88" = mul nuw nsw i64 %".26", 0
  %".89" = zext i32 0 to i64
  %".90" = mul nuw nsw i64 %".89", 4
  %".91" = add nuw nsw i64 %".88", %".90"
  %".92" = getelementptr i8, ptr %".23", i64 %".91"
  %".93" = load i32, ptr %".92"
  %".94" = lshr i32 %".93", 4
  store i1 1, i1* %"same"
  br label %"same.head"
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".120", %"same.body"]
  %".97" = icmp slt i32 %"same.1", %".13"
  br i1 %".97", label %"same.body", label %"same.end"
same.body:
  %".99" = add i32 0, %"same.1"
  %".100" = mul nuw nsw i64 %".26", 0
  %".101" = zext i32 %".99" to i64
  %".102" = mul nuw nsw i64 %".101", 4
  %".103" = add nuw nsw i64 %".100", %".102"
  %".104" = getelementptr i8, ptr %".23", i64 %".103"
  %".105" = load i32, ptr %".104"
  %".106" = and i32 %".105", 15
  %".107" = icmp eq i32 %".106", 2
  %".108" = mul nuw nsw i64 %".26", 0
  %".109" = zext i32 %".99" to i64
  %".110" = mul nuw nsw i64 %".109", 4
  %".111" = add nuw nsw i64 %".108", %".110"
  %".112" = getelementptr i8, ptr %".23", i64 %".111"
  %".113" = load i32, ptr %".112"
  %".114" = lshr i32 %".113", 4
  %".115" = icmp eq i32 %".114", %".94"
  %".116" = and i1 %".107", %".115"
  %".117" = load i1, i1* %"same"
  %".118" = and i1 %".117", %".116"
  store i1 %".118", i1* %"same"
  %".120" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".122" = load i1, i1* %"same"
  br i1 %".122", label %"uniform", label %"each"
uniform:
  switch i32 %".94", label %"each" []
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".169", %"each.body.endif"]
  %".126" = icmp slt i32 %"each.1", %".13"
  br i1 %".126", label %"each.body", label %"each.end"
each.body:
  %".128" = add i32 0, %"each.1"
  %".129" = mul nuw nsw i64 %".26", 0
  %".130" = zext i32 %".128" to i64
  %".131" = mul nuw nsw i64 %".130", 4
  %".132" = add nuw nsw i64 %".129", %".131"
  %".133" = getelementptr i8, ptr %".23", i64 %".132"
  %".134" = load i32, ptr %".133"
  %".135" = and i32 %".134", 15
  %".136" = icmp eq i32 %".135", 2
  br i1 %".136", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".138" = mul nuw nsw i64 %".26", 0
  %".139" = zext i32 %".128" to i64
  %".140" = mul nuw nsw i64 %".139", 4
  %".141" = add nuw nsw i64 %".138", %".140"
  %".142" = getelementptr i8, ptr %".23", i64 %".141"
  %".143" = load i32, ptr %".142"
  %".144" = lshr i32 %".143", 4
  %".145" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".144", i32 %".128")
  %".146" = and i32 %".145", 15
  %".147" = load i32, i32* %"or"
  %".148" = or i32 %".147", %".145"
  store i32 %".148", i32* %"or"
  %".150" = load i32, i32* %"and"
  %".151" = and i32 %".150", %".145"
  store i32 %".151", i32* %"and"
  %".153" = load i32, i32* %"at.bar"
  %".154" = icmp eq i32 %".146", 2
  %".155" = zext i1 %".154" to i32
  %".156" = add i32 %".153", %".155"
  store i32 %".156", i32* %"at.bar"
  %".158" = load i32, i32* %"exited"
  %".159" = icmp eq i32 %".146", 3
  %".160" = zext i1 %".159" to i32
  %".161" = add i32 %".158", %".160"
  store i32 %".161", i32* %"exited"
  %".163" = load i32, i32* %"at.step"
  %".164" = icmp eq i32 %".146", 5
  %".165" = zext i1 %".164" to i32
  %".166" = add i32 %".163", %".165"
  store i32 %".166", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".169" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".174" = lshr i32 %".13", 5
  store i32 %".174", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".177" = lshr i32 %".4", 4
  switch i32 %".177", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".179" = load i32, i32* %"lo"
  %".180" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".179", %"lanes1"], [%".224", %"lane.end"]
  %".182" = icmp slt i32 %"warp.1", %".180"
  br i1 %".182", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".184" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_warp_vote_1"(ptr %".1", ptr %".2", i32 %".184")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".226" = mul nuw nsw i32 %".180", %"warp.size.1"
  store i32 %".226", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".222", %"lane.body"]
  %".187" = icmp slt i32 %"lane", 32
  br i1 %".187", label %"lane.body", label %"lane.end"
lane.body:
  %".189" = add nuw nsw i32 %".184", %"lane"
  %".190" = mul nuw nsw i32 %".189", 32
  %".191" = zext i32 %".190" to i64
  %".192" = getelementptr i8, ptr %".21", i64 %".191"
  %".193" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".192", i32 %".189", i32 0, i32 0, i32 3, i32 %".189")
  %".194" = mul nuw nsw i64 %".26", 0
  %".195" = zext i32 %".189" to i64
  %".196" = mul nuw nsw i64 %".195", 4
  %".197" = add nuw nsw i64 %".194", %".196"
  %".198" = getelementptr i8, ptr %".23", i64 %".197"
  store i32 %".193", ptr %".198", !llvm.access.group !17, !tbaa !27
  %".200" = and i32 %".193", 15
  %".201" = load i32, i32* %"or"
  %".202" = or i32 %".201", %".193"
  store i32 %".202", i32* %"or"
  %".204" = load i32, i32* %"and"
  %".205" = and i32 %".204", %".193"
  store i32 %".205", i32* %"and"
  %".207" = load i32, i32* %"at.bar"
  %".208" = icmp eq i32 %".200", 2
  %".209" = zext i1 %".208" to i32
  %".210" = add i32 %".207", %".209"
  store i32 %".210", i32* %"at.bar"
  %".212" = load i32, i32* %"exited"
  %".213" = icmp eq i32 %".200", 3
  %".214" = zext i1 %".213" to i32
  %".215" = add i32 %".212", %".214"
  store i32 %".215", i32* %"exited"
  %".217" = load i32, i32* %"at.step"
  %".218" = icmp eq i32 %".200", 5
  %".219" = zext i1 %".218" to i32
  %".220" = add i32 %".217", %".219"
  store i32 %".220", i32* %"at.step"
  %".222" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !29
lane.end:
  %".224" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !28
lanes.tail:
  %".228" = load i32, i32* %"tail"
  %".229" = load i32, i32* %"end"
  %".230" = sub i32 %".229", %".228"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".267", %"each.body.1.endif"]
  %".232" = icmp slt i32 %"each.2", %".230"
  br i1 %".232", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".234" = add i32 %".228", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".236" = mul nuw nsw i64 %".26", 0
  %".237" = zext i32 %".234" to i64
  %".238" = mul nuw nsw i64 %".237", 4
  %".239" = add nuw nsw i64 %".236", %".238"
  %".240" = getelementptr i8, ptr %".23", i64 %".239"
  %".241" = load i32, ptr %".240"
  %".242" = lshr i32 %".241", 4
  %".243" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".242", i32 %".234")
  %".244" = and i32 %".243", 15
  %".245" = load i32, i32* %"or"
  %".246" = or i32 %".245", %".243"
  store i32 %".246", i32* %"or"
  %".248" = load i32, i32* %"and"
  %".249" = and i32 %".248", %".243"
  store i32 %".249", i32* %"and"
  %".251" = load i32, i32* %"at.bar"
  %".252" = icmp eq i32 %".244", 2
  %".253" = zext i1 %".252" to i32
  %".254" = add i32 %".251", %".253"
  store i32 %".254", i32* %"at.bar"
  %".256" = load i32, i32* %"exited"
  %".257" = icmp eq i32 %".244", 3
  %".258" = zext i1 %".257" to i32
  %".259" = add i32 %".256", %".258"
  store i32 %".259", i32* %"exited"
  %".261" = load i32, i32* %"at.step"
  %".262" = icmp eq i32 %".244", 5
  %".263" = zext i1 %".262" to i32
  %".264" = add i32 %".261", %".263"
  store i32 %".264", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".267" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".271" = load i32, i32* %"lo"
  %".272" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".271", %"lanes2"], [%".315", %"lane.end.1"]
  %".274" = icmp slt i32 %"warp.2", %".272"
  br i1 %".274", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".276" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".317" = mul nuw nsw i32 %".272", %"warp.size.3"
  store i32 %".317", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".313", %"lane.body.1"]
  %".278" = icmp slt i32 %"lane.1", 32
  br i1 %".278", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".280" = add nuw nsw i32 %".276", %"lane.1"
  %".281" = mul nuw nsw i32 %".280", 32
  %".282" = zext i32 %".281" to i64
  %".283" = getelementptr i8, ptr %".21", i64 %".282"
  %".284" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".283", i32 %".280", i32 0, i32 0, i32 2, i32 %".280")
  %".285" = mul nuw nsw i64 %".26", 0
  %".286" = zext i32 %".280" to i64
  %".287" = mul nuw nsw i64 %".286", 4
  %".288" = add nuw nsw i64 %".285", %".287"
  %".289" = getelementptr i8, ptr %".23", i64 %".288"
  store i32 %".284", ptr %".289", !llvm.access.group !17, !tbaa !27
  %".291" = and i32 %".284", 15
  %".292" = load i32, i32* %"or"
  %".293" = or i32 %".292", %".284"
  store i32 %".293", i32* %"or"
  %".295" = load i32, i32* %"and"
  %".296" = and i32 %".295", %".284"
  store i32 %".296", i32* %"and"
  %".298" = load i32, i32* %"at.bar"
  %".299" = icmp eq i32 %".291", 2
  %".300" = zext i1 %".299" to i32
  %".301" = add i32 %".298", %".300"
  store i32 %".301", i32* %"at.bar"
  %".303" = load i32, i32* %"exited"
  %".304" = icmp eq i32 %".291", 3
  %".305" = zext i1 %".304" to i32
  %".306" = add i32 %".303", %".305"
  store i32 %".306", i32* %"exited"
  %".308" = load i32, i32* %"at.step"
  %".309" = icmp eq i32 %".291", 5
  %".310" = zext i1 %".309" to i32
  %".311" = add i32 %".308", %".310"
  store i32 %".311", i32* %"at.step"
  %".313" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !31
lane.end.1:
  %".315" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !30
lanes4:
  %".320" = load i32, i32* %"lo"
  %".321" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".320", %"lanes4"], [%".364", %"lane.end.2"]
  %".323" = icmp slt i32 %"warp.3", %".321"
  br i1 %".323", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".325" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".366" = mul nuw nsw i32 %".321", %"warp.size.5"
  store i32 %".366", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".362", %"lane.body.2"]
  %".327" = icmp slt i32 %"lane.2", 32
  br i1 %".327", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".329" = add nuw nsw i32 %".325", %"lane.2"
  %".330" = mul nuw nsw i32 %".329", 32
  %".331" = zext i32 %".330" to i64
  %".332" = getelementptr i8, ptr %".21", i64 %".331"
  %".333" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".332", i32 %".329", i32 0, i32 0, i32 4, i32 %".329")
  %".334" = mul nuw nsw i64 %".26", 0
  %".335" = zext i32 %".329" to i64
  %".336" = mul nuw nsw i64 %".335", 4
  %".337" = add nuw nsw i64 %".334", %".336"
  %".338" = getelementptr i8, ptr %".23", i64 %".337"
  store i32 %".333", ptr %".338", !llvm.access.group !17, !tbaa !27
  %".340" = and i32 %".333", 15
  %".341" = load i32, i32* %"or"
  %".342" = or i32 %".341", %".333"
  store i32 %".342", i32* %"or"
  %".344" = load i32, i32* %"and"
  %".345" = and i32 %".344", %".333"
  store i32 %".345", i32* %"and"
  %".347" = load i32, i32* %"at.bar"
  %".348" = icmp eq i32 %".340", 2
  %".349" = zext i1 %".348" to i32
  %".350" = add i32 %".347", %".349"
  store i32 %".350", i32* %"at.bar"
  %".352" = load i32, i32* %"exited"
  %".353" = icmp eq i32 %".340", 3
  %".354" = zext i1 %".353" to i32
  %".355" = add i32 %".352", %".354"
  store i32 %".355", i32* %"exited"
  %".357" = load i32, i32* %"at.step"
  %".358" = icmp eq i32 %".340", 5
  %".359" = zext i1 %".358" to i32
  %".360" = add i32 %".357", %".359"
  store i32 %".360", i32* %"at.step"
  %".362" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !33
lane.end.2:
  %".364" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !32
lanes5:
  %".369" = load i32, i32* %"lo"
  %".370" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".369", %"lanes5"], [%".413", %"lane.end.3"]
  %".372" = icmp slt i32 %"warp.4", %".370"
  br i1 %".372", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".374" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".415" = mul nuw nsw i32 %".370", %"warp.size.7"
  store i32 %".415", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".411", %"lane.body.3"]
  %".376" = icmp slt i32 %"lane.3", 32
  br i1 %".376", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".378" = add nuw nsw i32 %".374", %"lane.3"
  %".379" = mul nuw nsw i32 %".378", 32
  %".380" = zext i32 %".379" to i64
  %".381" = getelementptr i8, ptr %".21", i64 %".380"
  %".382" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".381", i32 %".378", i32 0, i32 0, i32 5, i32 %".378")
  %".383" = mul nuw nsw i64 %".26", 0
  %".384" = zext i32 %".378" to i64
  %".385" = mul nuw nsw i64 %".384", 4
  %".386" = add nuw nsw i64 %".383", %".385"
  %".387" = getelementptr i8, ptr %".23", i64 %".386"
  store i32 %".382", ptr %".387", !llvm.access.group !17, !tbaa !27
  %".389" = and i32 %".382", 15
  %".390" = load i32, i32* %"or"
  %".391" = or i32 %".390", %".382"
  store i32 %".391", i32* %"or"
  %".393" = load i32, i32* %"and"
  %".394" = and i32 %".393", %".382"
  store i32 %".394", i32* %"and"
  %".396" = load i32, i32* %"at.bar"
  %".397" = icmp eq i32 %".389", 2
  %".398" = zext i1 %".397" to i32
  %".399" = add i32 %".396", %".398"
  store i32 %".399", i32* %"at.bar"
  %".401" = load i32, i32* %"exited"
  %".402" = icmp eq i32 %".389", 3
  %".403" = zext i1 %".402" to i32
  %".404" = add i32 %".401", %".403"
  store i32 %".404", i32* %"exited"
  %".406" = load i32, i32* %"at.step"
  %".407" = icmp eq i32 %".389", 5
  %".408" = zext i1 %".407" to i32
  %".409" = add i32 %".406", %".408"
  store i32 %".409", i32* %"at.step"
  %".411" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !35
lane.end.3:
  %".413" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !34
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".454", %"each.body.2.endif"]
  %".419" = icmp slt i32 %"each.3", %".13"
  br i1 %".419", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".421" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".423" = mul nuw nsw i64 %".26", 0
  %".424" = zext i32 %".421" to i64
  %".425" = mul nuw nsw i64 %".424", 4
  %".426" = add nuw nsw i64 %".423", %".425"
  %".427" = getelementptr i8, ptr %".23", i64 %".426"
  %".428" = load i32, ptr %".427"
  %".429" = lshr i32 %".428", 4
  %".430" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".429", i32 %".421")
  %".431" = and i32 %".430", 15
  %".432" = load i32, i32* %"or"
  %".433" = or i32 %".432", %".430"
  store i32 %".433", i32* %"or"
  %".435" = load i32, i32* %"and"
  %".436" = and i32 %".435", %".430"
  store i32 %".436", i32* %"and"
  %".438" = load i32, i32* %"at.bar"
  %".439" = icmp eq i32 %".431", 2
  %".440" = zext i1 %".439" to i32
  %".441" = add i32 %".438", %".440"
  store i32 %".441", i32* %"at.bar"
  %".443" = load i32, i32* %"exited"
  %".444" = icmp eq i32 %".431", 3
  %".445" = zext i1 %".444" to i32
  %".446" = add i32 %".443", %".445"
  store i32 %".446", i32* %"exited"
  %".448" = load i32, i32* %"at.step"
  %".449" = icmp eq i32 %".431", 5
  %".450" = zext i1 %".449" to i32
  %".451" = add i32 %".448", %".450"
  store i32 %".451", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".454" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".459" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".514" = mul nuw nsw i64 %".26", 0
  %".515" = zext i32 0 to i64
  %".516" = mul nuw nsw i64 %".515", 4
  %".517" = add nuw nsw i64 %".514", %".516"
  %".518" = getelementptr i8, ptr %".23", i64 %".517"
  %".519" = load i32, ptr %".518"
  %".520" = lshr i32 %".519", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".459", label %"step.scan" [i32 3, label %"block3"]
block3:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block3"], [%".511", %"ty.end.1"]
  %".463" = icmp slt i32 %"tz.1", %".19"
  br i1 %".463", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".509", %"tx.end.1"]
  %".466" = icmp slt i32 %"ty.1", %".17"
  br i1 %".466", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".468" = mul nuw nsw i32 %".17", %"tz.1"
  %".469" = add nuw nsw i32 %"ty.1", %".468"
  %".470" = mul nuw nsw i32 %".15", %".469"
  br label %"tx.head.1"
ty.end.1:
  %".511" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !36
tx.head.1:
  %"tx.1" = phi  i32 [0, %"ty.body.1"], [%".507", %"tx.body.1"]
  %".472" = icmp slt i32 %"tx.1", %".15"
  br i1 %".472", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".474" = add nuw nsw i32 %"tx.1", %".470"
  %".475" = mul nuw nsw i32 %".474", 32
  %".476" = zext i32 %".475" to i64
  %".477" = getelementptr i8, ptr %".21", i64 %".476"
  %".478" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".477", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 3, i32 %".474")
  %".479" = mul nuw nsw i64 %".26", 0
  %".480" = zext i32 %".474" to i64
  %".481" = mul nuw nsw i64 %".480", 4
  %".482" = add nuw nsw i64 %".479", %".481"
  %".483" = getelementptr i8, ptr %".23", i64 %".482"
  store i32 %".478", ptr %".483", !llvm.access.group !17, !tbaa !27
  %".485" = and i32 %".478", 15
  %".486" = load i32, i32* %"or"
  %".487" = or i32 %".486", %".478"
  store i32 %".487", i32* %"or"
  %".489" = load i32, i32* %"and"
  %".490" = and i32 %".489", %".478"
  store i32 %".490", i32* %"and"
  %".492" = load i32, i32* %"at.bar"
  %".493" = icmp eq i32 %".485", 2
  %".494" = zext i1 %".493" to i32
  %".495" = add i32 %".492", %".494"
  store i32 %".495", i32* %"at.bar"
  %".497" = load i32, i32* %"exited"
  %".498" = icmp eq i32 %".485", 3
  %".499" = zext i1 %".498" to i32
  %".500" = add i32 %".497", %".499"
  store i32 %".500", i32* %"exited"
  %".502" = load i32, i32* %"at.step"
  %".503" = icmp eq i32 %".485", 5
  %".504" = zext i1 %".503" to i32
  %".505" = add i32 %".502", %".504"
  store i32 %".505", i32* %"at.step"
  %".507" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !38
tx.end.1:
  %".509" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !37
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".546", %"same.body.1"]
  %".523" = icmp slt i32 %"same.2", %".13"
  br i1 %".523", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".525" = add i32 0, %"same.2"
  %".526" = mul nuw nsw i64 %".26", 0
  %".527" = zext i32 %".525" to i64
  %".528" = mul nuw nsw i64 %".527", 4
  %".529" = add nuw nsw i64 %".526", %".528"
  %".530" = getelementptr i8, ptr %".23", i64 %".529"
  %".531" = load i32, ptr %".530"
  %".532" = and i32 %".531", 15
  %".533" = icmp eq i32 %".532", 5
  %".534" = mul nuw nsw i64 %".26", 0
  %".535" = zext i32 %".525" to i64
  %".536" = mul nuw nsw i64 %".535", 4
  %".537" = add nuw nsw i64 %".534", %".536"
  %".538" = getelementptr i8, ptr %".23", i64 %".537"
  %".539" = load i32, ptr %".538"
  %".540" = lshr i32 %".539", 4
  %".541" = icmp eq i32 %".540", %".520"
  %".542" = and i1 %".533", %".541"
  %".543" = load i1, i1* %"same"
  %".544" = and i1 %".543", %".542"
  store i1 %".544", i1* %"same"
  %".546" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".548" = load i1, i1* %"same"
  br i1 %".548", label %"uniform.1", label %"step.each"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".520", label %"step.each" [i32 3, label %"block3"]
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".600", %"each.body.3.endif"]
  %".553" = icmp slt i32 %"each.4", %".13"
  br i1 %".553", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".555" = add i32 0, %"each.4"
  %".556" = mul nuw nsw i64 %".26", 0
  %".557" = zext i32 %".555" to i64
  %".558" = mul nuw nsw i64 %".557", 4
  %".559" = add nuw nsw i64 %".556", %".558"
  %".560" = getelementptr i8, ptr %".23", i64 %".559"
  %".561" = load i32, ptr %".560"
  %".562" = and i32 %".561", 15
  %".563" = icmp eq i32 %".562", 5
  br i1 %".563", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".600" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".566" = mul nuw nsw i64 %".26", 0
  %".567" = zext i32 %".555" to i64
  %".568" = mul nuw nsw i64 %".567", 4
  %".569" = add nuw nsw i64 %".566", %".568"
  %".570" = getelementptr i8, ptr %".23", i64 %".569"
  %".571" = load i32, ptr %".570"
  %".572" = lshr i32 %".571", 4
  %".573" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".572", i32 %".555")
  %".574" = and i32 %".573", 15
  %".575" = icmp eq i32 %".574", 5
  br i1 %".575", label %"each.step", label %"each.stop"
each.stop:
  %".577" = and i32 %".573", 15
  %".578" = load i32, i32* %"or"
  %".579" = or i32 %".578", %".573"
  store i32 %".579", i32* %"or"
  %".581" = load i32, i32* %"and"
  %".582" = and i32 %".581", %".573"
  store i32 %".582", i32* %"and"
  %".584" = load i32, i32* %"at.bar"
  %".585" = icmp eq i32 %".577", 2
  %".586" = zext i1 %".585" to i32
  %".587" = add i32 %".584", %".586"
  store i32 %".587", i32* %"at.bar"
  %".589" = load i32, i32* %"exited"
  %".590" = icmp eq i32 %".577", 3
  %".591" = zext i1 %".590" to i32
  %".592" = add i32 %".589", %".591"
  store i32 %".592", i32* %"exited"
  %".594" = load i32, i32* %"at.step"
  %".595" = icmp eq i32 %".577", 5
  %".596" = zext i1 %".595" to i32
  %".597" = add i32 %".594", %".596"
  store i32 %".597", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".611" = add nuw nsw i32 %".3", 1
  store i32 %".611", i32* %"hi"
  %".613" = add nuw nsw i32 %".603", 32
  store i32 %".613", i32* %"end"
  %".615" = mul nuw nsw i64 %".26", 0
  %".616" = zext i32 %".603" to i64
  %".617" = mul nuw nsw i64 %".616", 4
  %".618" = add nuw nsw i64 %".615", %".617"
  %".619" = getelementptr i8, ptr %".23", i64 %".618"
  %".620" = load i32, ptr %".619"
  %".621" = lshr i32 %".620", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".639", %"same.body.2"]
  %".624" = icmp slt i32 %"same.3", 32
  br i1 %".624", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".626" = add i32 %".603", %"same.3"
  %".627" = mul nuw nsw i64 %".26", 0
  %".628" = zext i32 %".626" to i64
  %".629" = mul nuw nsw i64 %".628", 4
  %".630" = add nuw nsw i64 %".627", %".629"
  %".631" = getelementptr i8, ptr %".23", i64 %".630"
  %".632" = load i32, ptr %".631"
  %".633" = lshr i32 %".632", 4
  %".634" = icmp eq i32 %".633", %".621"
  %".635" = and i1 1, %".634"
  %".636" = load i1, i1* %"same"
  %".637" = and i1 %".636", %".635"
  store i1 %".637", i1* %"same"
  %".639" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".641" = load i1, i1* %"same"
  br i1 %".641", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".621", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".683", %"each.body.4.endif"]
  %".645" = icmp slt i32 %"each.5", 32
  br i1 %".645", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".647" = add i32 %".603", %"each.5"
  %".648" = shl i32 1, %"each.5"
  %".649" = and i32 %".4", %".648"
  %".650" = icmp ne i32 %".649", 0
  br i1 %".650", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".652" = mul nuw nsw i64 %".26", 0
  %".653" = zext i32 %".647" to i64
  %".654" = mul nuw nsw i64 %".653", 4
  %".655" = add nuw nsw i64 %".652", %".654"
  %".656" = getelementptr i8, ptr %".23", i64 %".655"
  %".657" = load i32, ptr %".656"
  %".658" = lshr i32 %".657", 4
  %".659" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".658", i32 %".647")
  %".660" = and i32 %".659", 15
  %".661" = load i32, i32* %"or"
  %".662" = or i32 %".661", %".659"
  store i32 %".662", i32* %"or"
  %".664" = load i32, i32* %"and"
  %".665" = and i32 %".664", %".659"
  store i32 %".665", i32* %"and"
  %".667" = load i32, i32* %"at.bar"
  %".668" = icmp eq i32 %".660", 2
  %".669" = zext i1 %".668" to i32
  %".670" = add i32 %".667", %".669"
  store i32 %".670", i32* %"at.bar"
  %".672" = load i32, i32* %"exited"
  %".673" = icmp eq i32 %".660", 3
  %".674" = zext i1 %".673" to i32
  %".675" = add i32 %".672", %".674"
  store i32 %".675", i32* %"exited"
  %".677" = load i32, i32* %"at.step"
  %".678" = icmp eq i32 %".660", 5
  %".679" = zext i1 %".678" to i32
  %".680" = add i32 %".677", %".679"
  store i32 %".680", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".683" = add i32 %"each.5", 1
  br label %"each.head.4"
}

define internal void @"__zk_blocks_warp_vote"(ptr %".1", ptr %".2") alwaysinline
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
  call void @"__zk_group_warp_vote"(ptr %".1", ptr %".2", i32 %".24", i32 %".25", [5 x i32]* %"summary")
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

define i32 @"warp_vote"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
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
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !18
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !40
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !41
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
  %".56" = mul i64 %".55", 48
  %".57" = add i64 %".56", 1024
  %".58" = getelementptr i8, ptr %".4", i64 200
  %".59" = getelementptr i8, ptr %".4", i64 208
  %".60" = load i64, ptr %".59"
  %".61" = icmp ult i64 %".60", %".57"
  br i1 %".61", label %"entry.if", label %"entry.endif", !prof !42
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
  call void @"__zk_blocks_warp_vote"(ptr %"launch", ptr %"block")
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
!2 = !{ !"zluda regions" }
!3 = distinct !{!3, !"zluda regions"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
!8 = !{ !4 }
!9 = !{ !5 }
!10 = !{ !6 }
!11 = !{ !7 }
!12 = !{ !5, !6, !7 }
!13 = !{ !4, !6, !7 }
!14 = !{ !4, !5, !7 }
!15 = !{ !4, !5, !6 }
!16 = !{ !4, !5, !6, !7 }
!17 = distinct !{}
!18 = !{ i32 1, i32 65 }
!19 = !{ !"llvm.loop.unroll.disable" }
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{ !"llvm.loop.interleave.count", i32 1 }
!23 = !{ !"llvm.loop.parallel_accesses", !17 }
!24 = distinct !{!24, !23, !22, !19}
!25 = !{ !"zluda runtime memory" }
!26 = !{ !"region thread state", !25, i64 0 }
!27 = !{ !26, !26, i64 0 }
!28 = distinct !{!28, !19}
!29 = distinct !{!29, !23, !22, !19}
!30 = distinct !{!30, !19}
!31 = distinct !{!31, !23, !22, !19}
!32 = distinct !{!32, !19}
!33 = distinct !{!33, !23, !22, !19}
!34 = distinct !{!34, !19}
!35 = distinct !{!35, !23, !22, !19}
!36 = distinct !{!36, !19}
!37 = distinct !{!37, !19}
!38 = distinct !{!38, !23, !22, !19}
!39 = !{ i64 16 }
!40 = !{ i32 1, i32 -2147483648 }
!41 = !{ i32 1, i32 65536 }
!42 = !{ !"branch_weights", i32 1, i32 99 }