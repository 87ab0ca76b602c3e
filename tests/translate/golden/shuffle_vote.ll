; ModuleID = "shuffle_vote.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", i32 %".7", i32 %".8", i32 %".9") alwaysinline
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
  %".11" = load ptr, ptr %".1", !invariant.group !0, !noalias !16, !llvm.access.group !17
  %".12" = getelementptr i8, ptr %".11", i64 0
  %".13" = getelementptr i8, ptr %".11", i64 8
  %".14" = getelementptr i8, ptr %".2", i64 192
  %".15" = load ptr, ptr %".14", !noalias !16, !llvm.access.group !17
  %".16" = zext i32 %".9" to i64
  %".17" = add nuw nsw i64 %".16", 16
  %".18" = zext i32 %".8" to i64
  %".19" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".19", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".21" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
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
  %".318" = and i32 %".7", 65535
  switch i32 %".318", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5"]
body:
  %".37" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".37", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".39" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
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
  %".123" = getelementptr i8, ptr %".15", i64 %".122"
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
  %".141" = getelementptr i8, ptr %".15", i64 %".140"
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
  %".194" = getelementptr i8, ptr %".15", i64 %".193"
  store i32 %".189", ptr %".194", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".196" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".197" = load i32, i32* %"r3", !noalias !16, !llvm.access.group !17
  %".198" = icmp ugt i32 %".196", %".197"
  store i1 %".198", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".200" = zext i1 %".198" to i8
  %".201" = mul nuw nsw i64 %".17", 8
  %".202" = mul nuw nsw i64 %".18", 1
  %".203" = add nuw nsw i64 %".201", %".202"
  %".204" = getelementptr i8, ptr %".15", i64 %".203"
  store i8 %".200", ptr %".204", !alias.scope !8, !noalias !12, !llvm.access.group !17
  ret i32 53
resume3:
  %".207" = mul nuw nsw i64 %".17", 8
  %".208" = mul nuw nsw i64 %".18", 1
  %".209" = add nuw nsw i64 %".207", %".208"
  %".210" = getelementptr i8, ptr %".15", i64 %".209"
  %".211" = load i8, ptr %".210", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".212" = trunc i8 %".211" to i1
  store i1 %".212", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".214" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".215" = zext i1 %".214" to i64
  %".216" = trunc i64 %".215" to i32
  %".217" = getelementptr i8, ptr %".2", i64 224
  %".218" = load ptr, ptr %".217", !noalias !16, !llvm.access.group !17
  %".219" = zext i32 %".65" to i64
  %".220" = getelementptr i32, ptr %".218", i64 %".219"
  store i32 %".216", ptr %".220", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 65
resume4:
  %".223" = mul nuw nsw i64 %".17", 8
  %".224" = mul nuw nsw i64 %".18", 1
  %".225" = add nuw nsw i64 %".223", %".224"
  %".226" = getelementptr i8, ptr %".15", i64 %".225"
  %".227" = load i8, ptr %".226", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".228" = trunc i8 %".227" to i1
  store i1 %".228", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".230" = lshr i32 %".65", 5
  %".231" = mul i32 %".230", 32
  %".232" = getelementptr i8, ptr %".2", i64 216
  %".233" = load ptr, ptr %".232", !noalias !16, !llvm.access.group !17
  %".234" = zext i32 %".231" to i64
  %".235" = getelementptr i32, ptr %".233", i64 %".234"
  %".236" = getelementptr i8, ptr %".2", i64 32
  %".237" = load ptr, ptr %".236", !noalias !16, !llvm.access.group !17
  %".238" = lshr i32 %".65", 5
  %".239" = zext i32 %".238" to i64
  %".240" = getelementptr i64, ptr %".237", i64 %".239"
  %".241" = load i64, ptr %".240", !noalias !16, !llvm.access.group !17
  %".242" = trunc i64 %".241" to i32
  %".243" = and i32 %".242", 4294967295
  %".244" = load <32 x i32>, ptr %".235", align 4, !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".245" = icmp ne <32 x i32> %".244", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".246" = bitcast <32 x i1> %".245" to i32
  %".247" = and i32 %".246", %".243"
  store i32 %".247", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".249" = mul nuw nsw i64 %".17", 20
  %".250" = mul nuw nsw i64 %".18", 4
  %".251" = add nuw nsw i64 %".249", %".250"
  %".252" = getelementptr i8, ptr %".15", i64 %".251"
  store i32 %".247", ptr %".252", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".254" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".255" = zext i1 %".254" to i64
  %".256" = trunc i64 %".255" to i32
  %".257" = getelementptr i8, ptr %".2", i64 224
  %".258" = load ptr, ptr %".257", !noalias !16, !llvm.access.group !17
  %".259" = zext i32 %".65" to i64
  %".260" = getelementptr i32, ptr %".258", i64 %".259"
  store i32 %".256", ptr %".260", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 81
resume5:
  %".263" = mul nuw nsw i64 %".17", 16
  %".264" = mul nuw nsw i64 %".18", 4
  %".265" = add nuw nsw i64 %".263", %".264"
  %".266" = getelementptr i8, ptr %".15", i64 %".265"
  %".267" = load i32, ptr %".266", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".267", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".269" = mul nuw nsw i64 %".17", 20
  %".270" = mul nuw nsw i64 %".18", 4
  %".271" = add nuw nsw i64 %".269", %".270"
  %".272" = getelementptr i8, ptr %".15", i64 %".271"
  %".273" = load i32, ptr %".272", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".273", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".275" = lshr i32 %".65", 5
  %".276" = mul i32 %".275", 32
  %".277" = getelementptr i8, ptr %".2", i64 216
  %".278" = load ptr, ptr %".277", !noalias !16, !llvm.access.group !17
  %".279" = zext i32 %".276" to i64
  %".280" = getelementptr i32, ptr %".278", i64 %".279"
  %".281" = getelementptr i8, ptr %".2", i64 32
  %".282" = load ptr, ptr %".281", !noalias !16, !llvm.access.group !17
  %".283" = lshr i32 %".65", 5
  %".284" = zext i32 %".283" to i64
  %".285" = getelementptr i64, ptr %".282", i64 %".284"
  %".286" = load i64, ptr %".285", !noalias !16, !llvm.access.group !17
  %".287" = trunc i64 %".286" to i32
  %".288" = and i32 %".287", 4294967295
  %".289" = load <32 x i32>, ptr %".280", align 4, !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".290" = icmp ne <32 x i32> %".289", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".291" = bitcast <32 x i1> %".290" to i32
  %".292" = and i32 %".291", %".288"
  %".293" = icmp ne i32 %".292", 0
  store i1 %".293", i1* %"p2", !noalias !16, !llvm.access.group !17
  %".295" = load i1, i1* %"p2", !noalias !16, !llvm.access.group !17
  %".296" = select  i1 %".295", i32 1, i32 0
  store i32 %".296", i32* %"r6", !noalias !16, !llvm.access.group !17
  %".298" = load i32, i32* %"r4", !noalias !16, !llvm.access.group !17
  %".299" = load i32, i32* %"r5", !noalias !16, !llvm.access.group !17
  %".300" = add i32 %".298", %".299"
  store i32 %".300", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".302" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  %".303" = load i32, i32* %"r6", !noalias !16, !llvm.access.group !17
  %".304" = add i32 %".302", %".303"
  store i32 %".304", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".306" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".307" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".308" = add i64 %".306", %".307"
  store i64 %".308", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".310" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".311" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".312" = inttoptr i64 %".311" to ptr
  %".313" = getelementptr i8, ptr %".312", i64 %".310"
  %".314" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  store i32 %".314", ptr %".313", align 4, !noalias !16, !llvm.access.group !17
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
  %".15" = add nuw nsw i64 %".14", 16
  %".16" = getelementptr i8, ptr %".2", i64 192
  %".17" = load ptr, ptr %".16"
  %".18" = zext i32 %".3" to i64
  %".19" = getelementptr i8, ptr %".2", i64 216
  %".20" = load ptr, ptr %".19"
  %".21" = getelementptr i32, ptr %".20", i64 %".18"
  %".22" = load <32 x i32>, ptr %".21", align 4
  %".23" = shufflevector <32 x i32> %".22", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 31>
  %".24" = shufflevector <32 x i32> %".22", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".25" = icmp ugt <32 x i32> %".22", %".23"
  %".26" = zext <32 x i1> %".25" to <32 x i8>
  %".27" = mul i64 %".15", 8
  %".28" = mul i64 %".18", 1
  %".29" = add i64 %".27", %".28"
  %".30" = getelementptr i8, ptr %".17", i64 %".29"
  store <32 x i8> %".26", ptr %".30", align 1
  %".32" = mul i64 %".15", 16
  %".33" = mul i64 %".18", 4
  %".34" = add i64 %".32", %".33"
  %".35" = getelementptr i8, ptr %".17", i64 %".34"
  store <32 x i32> %".24", ptr %".35", align 4
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
  %".16" = getelementptr i8, ptr %".1", i64 60
  %".17" = load i32, ptr %".16", !range !1
  %".18" = urem i32 %".4", %".7"
  %".19" = urem i32 %".10", %".9"
  %".20" = udiv i32 %".10", %".9"
  %".21" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".15", i32 %".18", i32 %".19", i32 %".20", i32 %".3", i32 %".4", i32 %".17")
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
  %".21" = load i32, ptr %".20", !range !18
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
  %".832" = load i32, i32* %"or"
  %".833" = getelementptr i32, ptr %".5", i32 0
  store i32 %".832", ptr %".833"
  %".835" = load i32, i32* %"and"
  %".836" = getelementptr i32, ptr %".5", i32 1
  store i32 %".835", ptr %".836"
  %".838" = load i32, i32* %"at.bar"
  %".839" = getelementptr i32, ptr %".5", i32 2
  store i32 %".838", ptr %".839"
  %".841" = load i32, i32* %"exited"
  %".842" = getelementptr i32, ptr %".5", i32 3
  store i32 %".841", ptr %".842"
  %".844" = load i32, i32* %"at.step"
  %".845" = getelementptr i32, ptr %".5", i32 4
  store i32 %".844", ptr %".845"
  ret void
start:
  br label %"block0"
warp:
  %".749" = mul nuw nsw i32 %".3", 32
  %".750" = icmp eq i32 %".4", -1
  %".751" = add i32 %".749", 32
  %".752" = icmp ule i32 %".751", %".13"
  %".753" = and i1 %".750", %".752"
  %".754" = and i1 %".753", %".37"
  br i1 %".754", label %"warp.check", label %"warp.each"
at.barrier:
  %".99" = icmp ne i32 %".4", -1
  br i1 %".99", label %"known", label %"scan"
all.at.warp:
  br i1 %".37", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".472" = icmp ne i32 %".4", -1
  br i1 %".472", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !20
tx.head:
  %"tx" = phi  i32 [%".52", %"ty.body"], [%".90", %"tx.body"]
  %".55" = icmp slt i32 %"tx", %".53"
  br i1 %".55", label %"tx.body", label %"tx.end"
tx.body:
  %".57" = add nuw nsw i32 %"tx", %".51"
  %".58" = mul nuw nsw i32 %".57", 32
  %".59" = zext i32 %".58" to i64
  %".60" = getelementptr i8, ptr %".28", i64 %".59"
  %".61" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".60", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".57", i32 %".13")
  %".62" = mul nuw nsw i64 %".34", 0
  %".63" = zext i32 %".57" to i64
  %".64" = mul nuw nsw i64 %".63", 4
  %".65" = add nuw nsw i64 %".62", %".64"
  %".66" = getelementptr i8, ptr %".30", i64 %".65"
  store i32 %".61", ptr %".66", !llvm.access.group !17, !tbaa !27
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
  br label %"tx.head", !llvm.loop !24
tx.end:
  %".92" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !21
run.next:
  %".578" = load i32, i32* %"run.from"
  %".579" = lshr i32 %".13", 5
  %".580" = lshr i32 %".578", 5
  br label %"run.find"
each:
  br label %"each.head"
known:
  %".101" = lshr i32 %".4", 4
  switch i32 %".101", label %"scan" []
scan:
  %".103" = mul nuw nsw i64 %".34", 0
  %".104" = zext i32 0 to i64
  %".105" = mul nuw nsw i64 %".104", 4
  %".106" = add nuw nsw i64 %".103", %".105"
  %".107" = getelementptr i8, ptr %".30", i64 %".106"
  %".108" = load i32, ptr %".107"
  %".109" = lshr i32 %".108", 4
  store i1 1, i1* %"same"
  br label %"same.head"
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".135", %"same.body"]
  %".112" = icmp slt i32 %"same.1", %".13"
  br i1 %".112", label %"same.body", label %"same.end"
same.body:
  %".114" = add i32 0, %"same.1"
  %".115" = mul nuw nsw i64 %".34", 0
  %".116" = zext i32 %".114" to i64
  %".117" = mul nuw nsw i64 %".116", 4
  %".118" = add nuw nsw i64 %".115", %".117"
  %".119" = getelementptr i8, ptr %".30", i64 %".118"
  %".120" = load i32, ptr %".119"
  %".121" = and i32 %".120", 15
  %".122" = icmp eq i32 %".121", 2
  %".123" = mul nuw nsw i64 %".34", 0
  %".124" = zext i32 %".114" to i64
  %".125" = mul nuw nsw i64 %".124", 4
  %".126" = add nuw nsw i64 %".123", %".125"
  %".127" = getelementptr i8, ptr %".30", i64 %".126"
  %".128" = load i32, ptr %".127"
  %".129" = lshr i32 %".128", 4
  %".130" = icmp eq i32 %".129", %".109"
  %".131" = and i1 %".122", %".130"
  %".132" = load i1, i1* %"same"
  %".133" = and i1 %".132", %".131"
  store i1 %".133", i1* %"same"
  %".135" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".137" = load i1, i1* %"same"
  br i1 %".137", label %"uniform", label %"each"
uniform:
  switch i32 %".109", label %"each" []
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".184", %"each.body.endif"]
  %".141" = icmp slt i32 %"each.1", %".13"
  br i1 %".141", label %"each.body", label %"each.end"
each.body:
  %".143" = add i32 0, %"each.1"
  %".144" = mul nuw nsw i64 %".34", 0
  %".145" = zext i32 %".143" to i64
  %".146" = mul nuw nsw i64 %".145", 4
  %".147" = add nuw nsw i64 %".144", %".146"
  %".148" = getelementptr i8, ptr %".30", i64 %".147"
  %".149" = load i32, ptr %".148"
  %".150" = and i32 %".149", 15
  %".151" = icmp eq i32 %".150", 2
  br i1 %".151", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".153" = mul nuw nsw i64 %".34", 0
  %".154" = zext i32 %".143" to i64
  %".155" = mul nuw nsw i64 %".154", 4
  %".156" = add nuw nsw i64 %".153", %".155"
  %".157" = getelementptr i8, ptr %".30", i64 %".156"
  %".158" = load i32, ptr %".157"
  %".159" = lshr i32 %".158", 4
  %".160" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".159", i32 %".143")
  %".161" = and i32 %".160", 15
  %".162" = load i32, i32* %"or"
  %".163" = or i32 %".162", %".160"
  store i32 %".163", i32* %"or"
  %".165" = load i32, i32* %"and"
  %".166" = and i32 %".165", %".160"
  store i32 %".166", i32* %"and"
  %".168" = load i32, i32* %"at.bar"
  %".169" = icmp eq i32 %".161", 2
  %".170" = zext i1 %".169" to i32
  %".171" = add i32 %".168", %".170"
  store i32 %".171", i32* %"at.bar"
  %".173" = load i32, i32* %"exited"
  %".174" = icmp eq i32 %".161", 3
  %".175" = zext i1 %".174" to i32
  %".176" = add i32 %".173", %".175"
  store i32 %".176", i32* %"exited"
  %".178" = load i32, i32* %"at.step"
  %".179" = icmp eq i32 %".161", 5
  %".180" = zext i1 %".179" to i32
  %".181" = add i32 %".178", %".180"
  store i32 %".181", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".184" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".189" = lshr i32 %".13", 5
  store i32 %".189", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".192" = lshr i32 %".4", 4
  switch i32 %".192", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".194" = load i32, i32* %"lo"
  %".195" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".194", %"lanes1"], [%".239", %"lane.end"]
  %".197" = icmp slt i32 %"warp.1", %".195"
  br i1 %".197", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".199" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_warp_vote_1"(ptr %".1", ptr %".2", i32 %".199")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".241" = mul nuw nsw i32 %".195", %"warp.size.1"
  store i32 %".241", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".237", %"lane.body"]
  %".202" = icmp slt i32 %"lane", 32
  br i1 %".202", label %"lane.body", label %"lane.end"
lane.body:
  %".204" = add nuw nsw i32 %".199", %"lane"
  %".205" = mul nuw nsw i32 %".204", 32
  %".206" = zext i32 %".205" to i64
  %".207" = getelementptr i8, ptr %".28", i64 %".206"
  %".208" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".207", i32 %".204", i32 0, i32 0, i32 3, i32 %".204", i32 %".13")
  %".209" = mul nuw nsw i64 %".34", 0
  %".210" = zext i32 %".204" to i64
  %".211" = mul nuw nsw i64 %".210", 4
  %".212" = add nuw nsw i64 %".209", %".211"
  %".213" = getelementptr i8, ptr %".30", i64 %".212"
  store i32 %".208", ptr %".213", !llvm.access.group !17, !tbaa !27
  %".215" = and i32 %".208", 15
  %".216" = load i32, i32* %"or"
  %".217" = or i32 %".216", %".208"
  store i32 %".217", i32* %"or"
  %".219" = load i32, i32* %"and"
  %".220" = and i32 %".219", %".208"
  store i32 %".220", i32* %"and"
  %".222" = load i32, i32* %"at.bar"
  %".223" = icmp eq i32 %".215", 2
  %".224" = zext i1 %".223" to i32
  %".225" = add i32 %".222", %".224"
  store i32 %".225", i32* %"at.bar"
  %".227" = load i32, i32* %"exited"
  %".228" = icmp eq i32 %".215", 3
  %".229" = zext i1 %".228" to i32
  %".230" = add i32 %".227", %".229"
  store i32 %".230", i32* %"exited"
  %".232" = load i32, i32* %"at.step"
  %".233" = icmp eq i32 %".215", 5
  %".234" = zext i1 %".233" to i32
  %".235" = add i32 %".232", %".234"
  store i32 %".235", i32* %"at.step"
  %".237" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !29
lane.end:
  %".239" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !28
lanes.tail:
  %".243" = load i32, i32* %"tail"
  %".244" = load i32, i32* %"end"
  %".245" = sub i32 %".244", %".243"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".282", %"each.body.1.endif"]
  %".247" = icmp slt i32 %"each.2", %".245"
  br i1 %".247", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".249" = add i32 %".243", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".251" = mul nuw nsw i64 %".34", 0
  %".252" = zext i32 %".249" to i64
  %".253" = mul nuw nsw i64 %".252", 4
  %".254" = add nuw nsw i64 %".251", %".253"
  %".255" = getelementptr i8, ptr %".30", i64 %".254"
  %".256" = load i32, ptr %".255"
  %".257" = lshr i32 %".256", 4
  %".258" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".257", i32 %".249")
  %".259" = and i32 %".258", 15
  %".260" = load i32, i32* %"or"
  %".261" = or i32 %".260", %".258"
  store i32 %".261", i32* %"or"
  %".263" = load i32, i32* %"and"
  %".264" = and i32 %".263", %".258"
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
  br label %"each.body.1.endif"
each.body.1.endif:
  %".282" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".286" = load i32, i32* %"lo"
  %".287" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".286", %"lanes2"], [%".330", %"lane.end.1"]
  %".289" = icmp slt i32 %"warp.2", %".287"
  br i1 %".289", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".291" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".332" = mul nuw nsw i32 %".287", %"warp.size.3"
  store i32 %".332", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".328", %"lane.body.1"]
  %".293" = icmp slt i32 %"lane.1", 32
  br i1 %".293", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".295" = add nuw nsw i32 %".291", %"lane.1"
  %".296" = mul nuw nsw i32 %".295", 32
  %".297" = zext i32 %".296" to i64
  %".298" = getelementptr i8, ptr %".28", i64 %".297"
  %".299" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".298", i32 %".295", i32 0, i32 0, i32 2, i32 %".295", i32 %".13")
  %".300" = mul nuw nsw i64 %".34", 0
  %".301" = zext i32 %".295" to i64
  %".302" = mul nuw nsw i64 %".301", 4
  %".303" = add nuw nsw i64 %".300", %".302"
  %".304" = getelementptr i8, ptr %".30", i64 %".303"
  store i32 %".299", ptr %".304", !llvm.access.group !17, !tbaa !27
  %".306" = and i32 %".299", 15
  %".307" = load i32, i32* %"or"
  %".308" = or i32 %".307", %".299"
  store i32 %".308", i32* %"or"
  %".310" = load i32, i32* %"and"
  %".311" = and i32 %".310", %".299"
  store i32 %".311", i32* %"and"
  %".313" = load i32, i32* %"at.bar"
  %".314" = icmp eq i32 %".306", 2
  %".315" = zext i1 %".314" to i32
  %".316" = add i32 %".313", %".315"
  store i32 %".316", i32* %"at.bar"
  %".318" = load i32, i32* %"exited"
  %".319" = icmp eq i32 %".306", 3
  %".320" = zext i1 %".319" to i32
  %".321" = add i32 %".318", %".320"
  store i32 %".321", i32* %"exited"
  %".323" = load i32, i32* %"at.step"
  %".324" = icmp eq i32 %".306", 5
  %".325" = zext i1 %".324" to i32
  %".326" = add i32 %".323", %".325"
  store i32 %".326", i32* %"at.step"
  %".328" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !31
lane.end.1:
  %".330" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !30
lanes4:
  %".335" = load i32, i32* %"lo"
  %".336" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".335", %"lanes4"], [%".379", %"lane.end.2"]
  %".338" = icmp slt i32 %"warp.3", %".336"
  br i1 %".338", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".340" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".381" = mul nuw nsw i32 %".336", %"warp.size.5"
  store i32 %".381", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".377", %"lane.body.2"]
  %".342" = icmp slt i32 %"lane.2", 32
  br i1 %".342", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".344" = add nuw nsw i32 %".340", %"lane.2"
  %".345" = mul nuw nsw i32 %".344", 32
  %".346" = zext i32 %".345" to i64
  %".347" = getelementptr i8, ptr %".28", i64 %".346"
  %".348" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".347", i32 %".344", i32 0, i32 0, i32 4, i32 %".344", i32 %".13")
  %".349" = mul nuw nsw i64 %".34", 0
  %".350" = zext i32 %".344" to i64
  %".351" = mul nuw nsw i64 %".350", 4
  %".352" = add nuw nsw i64 %".349", %".351"
  %".353" = getelementptr i8, ptr %".30", i64 %".352"
  store i32 %".348", ptr %".353", !llvm.access.group !17, !tbaa !27
  %".355" = and i32 %".348", 15
  %".356" = load i32, i32* %"or"
  %".357" = or i32 %".356", %".348"
  store i32 %".357", i32* %"or"
  %".359" = load i32, i32* %"and"
  %".360" = and i32 %".359", %".348"
  store i32 %".360", i32* %"and"
  %".362" = load i32, i32* %"at.bar"
  %".363" = icmp eq i32 %".355", 2
  %".364" = zext i1 %".363" to i32
  %".365" = add i32 %".362", %".364"
  store i32 %".365", i32* %"at.bar"
  %".367" = load i32, i32* %"exited"
  %".368" = icmp eq i32 %".355", 3
  %".369" = zext i1 %".368" to i32
  %".370" = add i32 %".367", %".369"
  store i32 %".370", i32* %"exited"
  %".372" = load i32, i32* %"at.step"
  %".373" = icmp eq i32 %".355", 5
  %".374" = zext i1 %".373" to i32
  %".375" = add i32 %".372", %".374"
  store i32 %".375", i32* %"at.step"
  %".377" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !33
lane.end.2:
  %".379" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !32
lanes5:
  %".384" = load i32, i32* %"lo"
  %".385" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".384", %"lanes5"], [%".428", %"lane.end.3"]
  %".387" = icmp slt i32 %"warp.4", %".385"
  br i1 %".387", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".389" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".430" = mul nuw nsw i32 %".385", %"warp.size.7"
  store i32 %".430", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".426", %"lane.body.3"]
  %".391" = icmp slt i32 %"lane.3", 32
  br i1 %".391", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".393" = add nuw nsw i32 %".389", %"lane.3"
  %".394" = mul nuw nsw i32 %".393", 32
  %".395" = zext i32 %".394" to i64
  %".396" = getelementptr i8, ptr %".28", i64 %".395"
  %".397" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".396", i32 %".393", i32 0, i32 0, i32 5, i32 %".393", i32 %".13")
  %".398" = mul nuw nsw i64 %".34", 0
  %".399" = zext i32 %".393" to i64
  %".400" = mul nuw nsw i64 %".399", 4
  %".401" = add nuw nsw i64 %".398", %".400"
  %".402" = getelementptr i8, ptr %".30", i64 %".401"
  store i32 %".397", ptr %".402", !llvm.access.group !17, !tbaa !27
  %".404" = and i32 %".397", 15
  %".405" = load i32, i32* %"or"
  %".406" = or i32 %".405", %".397"
  store i32 %".406", i32* %"or"
  %".408" = load i32, i32* %"and"
  %".409" = and i32 %".408", %".397"
  store i32 %".409", i32* %"and"
  %".411" = load i32, i32* %"at.bar"
  %".412" = icmp eq i32 %".404", 2
  %".413" = zext i1 %".412" to i32
  %".414" = add i32 %".411", %".413"
  store i32 %".414", i32* %"at.bar"
  %".416" = load i32, i32* %"exited"
  %".417" = icmp eq i32 %".404", 3
  %".418" = zext i1 %".417" to i32
  %".419" = add i32 %".416", %".418"
  store i32 %".419", i32* %"exited"
  %".421" = load i32, i32* %"at.step"
  %".422" = icmp eq i32 %".404", 5
  %".423" = zext i1 %".422" to i32
  %".424" = add i32 %".421", %".423"
  store i32 %".424", i32* %"at.step"
  %".426" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !35
lane.end.3:
  %".428" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !34
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".469", %"each.body.2.endif"]
  %".434" = icmp slt i32 %"each.3", %".13"
  br i1 %".434", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".436" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".438" = mul nuw nsw i64 %".34", 0
  %".439" = zext i32 %".436" to i64
  %".440" = mul nuw nsw i64 %".439", 4
  %".441" = add nuw nsw i64 %".438", %".440"
  %".442" = getelementptr i8, ptr %".30", i64 %".441"
  %".443" = load i32, ptr %".442"
  %".444" = lshr i32 %".443", 4
  %".445" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".444", i32 %".436")
  %".446" = and i32 %".445", 15
  %".447" = load i32, i32* %"or"
  %".448" = or i32 %".447", %".445"
  store i32 %".448", i32* %"or"
  %".450" = load i32, i32* %"and"
  %".451" = and i32 %".450", %".445"
  store i32 %".451", i32* %"and"
  %".453" = load i32, i32* %"at.bar"
  %".454" = icmp eq i32 %".446", 2
  %".455" = zext i1 %".454" to i32
  %".456" = add i32 %".453", %".455"
  store i32 %".456", i32* %"at.bar"
  %".458" = load i32, i32* %"exited"
  %".459" = icmp eq i32 %".446", 3
  %".460" = zext i1 %".459" to i32
  %".461" = add i32 %".458", %".460"
  store i32 %".461", i32* %"exited"
  %".463" = load i32, i32* %"at.step"
  %".464" = icmp eq i32 %".446", 5
  %".465" = zext i1 %".464" to i32
  %".466" = add i32 %".463", %".465"
  store i32 %".466", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".469" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".474" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".536" = mul nuw nsw i64 %".34", 0
  %".537" = zext i32 0 to i64
  %".538" = mul nuw nsw i64 %".537", 4
  %".539" = add nuw nsw i64 %".536", %".538"
  %".540" = getelementptr i8, ptr %".30", i64 %".539"
  %".541" = load i32, ptr %".540"
  %".542" = lshr i32 %".541", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".474", label %"step.scan" [i32 3, label %"block3"]
block3:
  %".477" = load i32, i32* %"z.lo"
  %".478" = load i32, i32* %"z.hi"
  %".479" = load i32, i32* %"y.lo"
  %".480" = load i32, i32* %"y.hi"
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [%".477", %"block3"], [%".532", %"ty.end.1"]
  %".482" = icmp slt i32 %"tz.1", %".478"
  br i1 %".482", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  %".534" = load i1, i1* %"runs"
  br i1 %".534", label %"run.next", label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [%".479", %"tz.body.1"], [%".530", %"tx.end.1"]
  %".485" = icmp slt i32 %"ty.1", %".480"
  br i1 %".485", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".487" = mul nuw nsw i32 %".19", %"tz.1"
  %".488" = add nuw nsw i32 %"ty.1", %".487"
  %".489" = mul nuw nsw i32 %".15", %".488"
  %".490" = load i32, i32* %"x.lo"
  %".491" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".532" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !36
tx.head.1:
  %"tx.1" = phi  i32 [%".490", %"ty.body.1"], [%".528", %"tx.body.1"]
  %".493" = icmp slt i32 %"tx.1", %".491"
  br i1 %".493", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".495" = add nuw nsw i32 %"tx.1", %".489"
  %".496" = mul nuw nsw i32 %".495", 32
  %".497" = zext i32 %".496" to i64
  %".498" = getelementptr i8, ptr %".28", i64 %".497"
  %".499" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".498", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 3, i32 %".495", i32 %".13")
  %".500" = mul nuw nsw i64 %".34", 0
  %".501" = zext i32 %".495" to i64
  %".502" = mul nuw nsw i64 %".501", 4
  %".503" = add nuw nsw i64 %".500", %".502"
  %".504" = getelementptr i8, ptr %".30", i64 %".503"
  store i32 %".499", ptr %".504", !llvm.access.group !17, !tbaa !27
  %".506" = and i32 %".499", 15
  %".507" = load i32, i32* %"or"
  %".508" = or i32 %".507", %".499"
  store i32 %".508", i32* %"or"
  %".510" = load i32, i32* %"and"
  %".511" = and i32 %".510", %".499"
  store i32 %".511", i32* %"and"
  %".513" = load i32, i32* %"at.bar"
  %".514" = icmp eq i32 %".506", 2
  %".515" = zext i1 %".514" to i32
  %".516" = add i32 %".513", %".515"
  store i32 %".516", i32* %"at.bar"
  %".518" = load i32, i32* %"exited"
  %".519" = icmp eq i32 %".506", 3
  %".520" = zext i1 %".519" to i32
  %".521" = add i32 %".518", %".520"
  store i32 %".521", i32* %"exited"
  %".523" = load i32, i32* %"at.step"
  %".524" = icmp eq i32 %".506", 5
  %".525" = zext i1 %".524" to i32
  %".526" = add i32 %".523", %".525"
  store i32 %".526", i32* %"at.step"
  %".528" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !38
tx.end.1:
  %".530" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !37
step.some:
  store i32 0, i32* %"run.from"
  %".575" = and i32 %".13", 31
  %".576" = icmp eq i32 %".575", 0
  br i1 %".576", label %"run.next", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".568", %"same.body.1"]
  %".545" = icmp slt i32 %"same.2", %".13"
  br i1 %".545", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".547" = add i32 0, %"same.2"
  %".548" = mul nuw nsw i64 %".34", 0
  %".549" = zext i32 %".547" to i64
  %".550" = mul nuw nsw i64 %".549", 4
  %".551" = add nuw nsw i64 %".548", %".550"
  %".552" = getelementptr i8, ptr %".30", i64 %".551"
  %".553" = load i32, ptr %".552"
  %".554" = and i32 %".553", 15
  %".555" = icmp eq i32 %".554", 5
  %".556" = mul nuw nsw i64 %".34", 0
  %".557" = zext i32 %".547" to i64
  %".558" = mul nuw nsw i64 %".557", 4
  %".559" = add nuw nsw i64 %".556", %".558"
  %".560" = getelementptr i8, ptr %".30", i64 %".559"
  %".561" = load i32, ptr %".560"
  %".562" = lshr i32 %".561", 4
  %".563" = icmp eq i32 %".562", %".542"
  %".564" = and i1 %".555", %".563"
  %".565" = load i1, i1* %"same"
  %".566" = and i1 %".565", %".564"
  store i1 %".566", i1* %"same"
  %".568" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".570" = load i1, i1* %"same"
  br i1 %".570", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".542", label %"step.some" [i32 3, label %"block3"]
run.find:
  %"run.w" = phi  i32 [%".580", %"run.next"], [%".599", %"run.find.warp"]
  %".582" = icmp ult i32 %"run.w", %".579"
  br i1 %".582", label %"run.find.warp", label %"done"
run.find.warp:
  %".584" = mul nuw nsw i32 %"run.w", 32
  %".585" = mul nuw nsw i64 %".34", 0
  %".586" = zext i32 %".584" to i64
  %".587" = mul nuw nsw i64 %".586", 4
  %".588" = add nuw nsw i64 %".585", %".587"
  %".589" = getelementptr i8, ptr %".30", i64 %".588"
  %".590" = load <32 x i32>, ptr %".589", align 4
  %".591" = and <32 x i32> %".590", <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %".592" = icmp eq <32 x i32> %".591", <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %".593" = bitcast <32 x i1> %".592" to i32
  %".594" = icmp eq i32 %"run.w", %".580"
  %".595" = and i32 %".578", 31
  %".596" = shl i32 -1, %".595"
  %".597" = select  i1 %".594", i32 %".596", i32 -1
  %".598" = and i32 %".593", %".597"
  %".599" = add nuw nsw i32 %"run.w", 1
  %".600" = icmp ne i32 %".598", 0
  br i1 %".600", label %"run.find.first", label %"run.find"
run.find.first:
  %".602" = call i32 @"llvm.cttz.i32"(i32 %".598", i1 1)
  %".603" = mul nuw nsw i32 %"run.w", 32
  %".604" = add nuw nsw i32 %".603", %".602"
  %".605" = extractelement <32 x i32> %".590", i32 %".602"
  %".606" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".605", i32 0
  %".607" = shufflevector <32 x i32> %".606", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".608" = icmp eq <32 x i32> %".590", %".607"
  %".609" = bitcast <32 x i1> %".608" to i32
  %".610" = xor i32 %".609", -1
  %".611" = shl i32 -1, %".602"
  %".612" = and i32 %".610", %".611"
  %".613" = add nuw nsw i32 %"run.w", 1
  %".614" = icmp ne i32 %".612", 0
  br i1 %".614", label %"run.end.here", label %"run.end.next"
run.end.here:
  %".616" = mul nuw nsw i32 %"run.w", 32
  %".617" = call i32 @"llvm.cttz.i32"(i32 %".612", i1 1)
  %".618" = add nuw nsw i32 %".616", %".617"
  br label %"run.end"
run.end.next:
  %"run.w2" = phi  i32 [%".613", %"run.find.first"], [%".634", %"run.end.warp"]
  %".620" = icmp ult i32 %"run.w2", %".579"
  br i1 %".620", label %"run.end.warp", label %"run.end"
run.end.warp:
  %".622" = mul nuw nsw i32 %"run.w2", 32
  %".623" = mul nuw nsw i64 %".34", 0
  %".624" = zext i32 %".622" to i64
  %".625" = mul nuw nsw i64 %".624", 4
  %".626" = add nuw nsw i64 %".623", %".625"
  %".627" = getelementptr i8, ptr %".30", i64 %".626"
  %".628" = load <32 x i32>, ptr %".627", align 4
  %".629" = insertelement <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %".605", i32 0
  %".630" = shufflevector <32 x i32> %".629", <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".631" = icmp eq <32 x i32> %".628", %".630"
  %".632" = bitcast <32 x i1> %".631" to i32
  %".633" = xor i32 %".632", -1
  %".634" = add nuw nsw i32 %"run.w2", 1
  %".635" = icmp ne i32 %".633", 0
  br i1 %".635", label %"run.end.found", label %"run.end.next"
run.end.found:
  %".637" = mul nuw nsw i32 %"run.w2", 32
  %".638" = call i32 @"llvm.cttz.i32"(i32 %".633", i1 1)
  %".639" = add nuw nsw i32 %".637", %".638"
  br label %"run.end"
run.end:
  %"run.end.1" = phi  i32 [%".618", %"run.end.here"], [%".13", %"run.end.next"], [%".639", %"run.end.found"]
  %".641" = sub i32 %"run.end.1", %".604"
  %".642" = icmp uge i32 %".641", 8
  %".643" = load i1, i1* %"runs"
  %".644" = or i1 %".643", %".642"
  br i1 %".644", label %"run.box", label %"step.each"
run.box:
  %".646" = mul nuw nsw i32 %".15", %".19"
  %".647" = udiv i32 %".604", %".15"
  %".648" = urem i32 %".604", %".15"
  %".649" = udiv i32 %".604", %".646"
  %".650" = urem i32 %".647", %".19"
  %".651" = sub i32 %"run.end.1", %".604"
  %".652" = icmp ne i32 %".648", 0
  %".653" = icmp ult i32 %".651", %".15"
  %".654" = or i1 %".652", %".653"
  %".655" = urem i32 %".604", %".646"
  %".656" = icmp ne i32 %".655", 0
  %".657" = icmp ult i32 %".651", %".646"
  %".658" = or i1 %".656", %".657"
  %".659" = add nuw nsw i32 %".647", 1
  %".660" = mul nuw nsw i32 %".659", %".15"
  %".661" = icmp ult i32 %"run.end.1", %".660"
  %".662" = select  i1 %".661", i32 %"run.end.1", i32 %".660"
  %".663" = udiv i32 %"run.end.1", %".15"
  %".664" = mul nuw nsw i32 %".663", %".15"
  %".665" = add nuw nsw i32 %".649", 1
  %".666" = mul nuw nsw i32 %".665", %".646"
  %".667" = icmp ult i32 %".664", %".666"
  %".668" = select  i1 %".667", i32 %".664", i32 %".666"
  %".669" = udiv i32 %"run.end.1", %".646"
  %".670" = mul nuw nsw i32 %".669", %".646"
  %".671" = select  i1 %".658", i32 %".668", i32 %".670"
  %".672" = select  i1 %".654", i32 %".662", i32 %".671"
  %".673" = sub i32 %".672", %".604"
  %".674" = udiv i32 %".673", %".15"
  %".675" = select  i1 %".654", i32 1, i32 %".674"
  %".676" = select  i1 %".654", i32 %".648", i32 0
  store i32 %".676", i32* %"x.lo"
  %".678" = sub i32 %".672", %".604"
  %".679" = add i32 %".648", %".678"
  %".680" = select  i1 %".654", i32 %".679", i32 %".15"
  store i32 %".680", i32* %"x.hi"
  %".682" = or i1 %".654", %".658"
  %".683" = select  i1 %".682", i32 %".650", i32 0
  store i32 %".683", i32* %"y.lo"
  %".685" = add i32 %".650", %".675"
  %".686" = select  i1 %".682", i32 %".685", i32 %".19"
  store i32 %".686", i32* %"y.hi"
  store i32 %".649", i32* %"z.lo"
  %".689" = add i32 %".649", 1
  %".690" = udiv i32 %".672", %".646"
  %".691" = select  i1 %".682", i32 %".689", i32 %".690"
  store i32 %".691", i32* %"z.hi"
  store i32 %".672", i32* %"run.from"
  store i1 1, i1* %"runs"
  %".695" = lshr i32 %".605", 4
  switch i32 %".695", label %"run.other" [i32 3, label %"block3"]
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".746", %"each.body.3.endif"]
  %".699" = icmp slt i32 %"each.4", %".13"
  br i1 %".699", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".701" = add i32 0, %"each.4"
  %".702" = mul nuw nsw i64 %".34", 0
  %".703" = zext i32 %".701" to i64
  %".704" = mul nuw nsw i64 %".703", 4
  %".705" = add nuw nsw i64 %".702", %".704"
  %".706" = getelementptr i8, ptr %".30", i64 %".705"
  %".707" = load i32, ptr %".706"
  %".708" = and i32 %".707", 15
  %".709" = icmp eq i32 %".708", 5
  br i1 %".709", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".746" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".712" = mul nuw nsw i64 %".34", 0
  %".713" = zext i32 %".701" to i64
  %".714" = mul nuw nsw i64 %".713", 4
  %".715" = add nuw nsw i64 %".712", %".714"
  %".716" = getelementptr i8, ptr %".30", i64 %".715"
  %".717" = load i32, ptr %".716"
  %".718" = lshr i32 %".717", 4
  %".719" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".718", i32 %".701")
  %".720" = and i32 %".719", 15
  %".721" = icmp eq i32 %".720", 5
  br i1 %".721", label %"each.step", label %"each.stop"
each.stop:
  %".723" = and i32 %".719", 15
  %".724" = load i32, i32* %"or"
  %".725" = or i32 %".724", %".719"
  store i32 %".725", i32* %"or"
  %".727" = load i32, i32* %"and"
  %".728" = and i32 %".727", %".719"
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
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".757" = add nuw nsw i32 %".3", 1
  store i32 %".757", i32* %"hi"
  %".759" = add nuw nsw i32 %".749", 32
  store i32 %".759", i32* %"end"
  %".761" = mul nuw nsw i64 %".34", 0
  %".762" = zext i32 %".749" to i64
  %".763" = mul nuw nsw i64 %".762", 4
  %".764" = add nuw nsw i64 %".761", %".763"
  %".765" = getelementptr i8, ptr %".30", i64 %".764"
  %".766" = load i32, ptr %".765"
  %".767" = lshr i32 %".766", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".785", %"same.body.2"]
  %".770" = icmp slt i32 %"same.3", 32
  br i1 %".770", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".772" = add i32 %".749", %"same.3"
  %".773" = mul nuw nsw i64 %".34", 0
  %".774" = zext i32 %".772" to i64
  %".775" = mul nuw nsw i64 %".774", 4
  %".776" = add nuw nsw i64 %".773", %".775"
  %".777" = getelementptr i8, ptr %".30", i64 %".776"
  %".778" = load i32, ptr %".777"
  %".779" = lshr i32 %".778", 4
  %".780" = icmp eq i32 %".779", %".767"
  %".781" = and i1 1, %".780"
  %".782" = load i1, i1* %"same"
  %".783" = and i1 %".782", %".781"
  store i1 %".783", i1* %"same"
  %".785" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".787" = load i1, i1* %"same"
  br i1 %".787", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".767", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".829", %"each.body.4.endif"]
  %".791" = icmp slt i32 %"each.5", 32
  br i1 %".791", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".793" = add i32 %".749", %"each.5"
  %".794" = shl i32 1, %"each.5"
  %".795" = and i32 %".4", %".794"
  %".796" = icmp ne i32 %".795", 0
  br i1 %".796", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".798" = mul nuw nsw i64 %".34", 0
  %".799" = zext i32 %".793" to i64
  %".800" = mul nuw nsw i64 %".799", 4
  %".801" = add nuw nsw i64 %".798", %".800"
  %".802" = getelementptr i8, ptr %".30", i64 %".801"
  %".803" = load i32, ptr %".802"
  %".804" = lshr i32 %".803", 4
  %".805" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".804", i32 %".793")
  %".806" = and i32 %".805", 15
  %".807" = load i32, i32* %"or"
  %".808" = or i32 %".807", %".805"
  store i32 %".808", i32* %"or"
  %".810" = load i32, i32* %"and"
  %".811" = and i32 %".810", %".805"
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
  br label %"each.body.4.endif"
each.body.4.endif:
  %".829" = add i32 %"each.5", 1
  br label %"each.head.4"
}

declare i32 @"llvm.cttz.i32"(i32 %".1", i1 %".2")

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
  call void @"__zk_group_warp_vote"(ptr %".1", ptr %".2", i32 %".25", i32 %".26", [5 x i32]* %"summary")
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
  %".56" = add nuw nsw i64 %".55", 16
  %".57" = mul i64 %".56", 48
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