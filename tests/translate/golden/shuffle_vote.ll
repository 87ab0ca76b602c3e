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
  %".21" = load i32, ptr %".20", !range !18
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
  %".799" = load i32, i32* %"or"
  %".800" = getelementptr i32, ptr %".5", i32 0
  store i32 %".799", ptr %".800"
  %".802" = load i32, i32* %"and"
  %".803" = getelementptr i32, ptr %".5", i32 1
  store i32 %".802", ptr %".803"
  %".805" = load i32, i32* %"at.bar"
  %".806" = getelementptr i32, ptr %".5", i32 2
  store i32 %".805", ptr %".806"
  %".808" = load i32, i32* %"exited"
  %".809" = getelementptr i32, ptr %".5", i32 3
  store i32 %".808", ptr %".809"
  %".811" = load i32, i32* %"at.step"
  %".812" = getelementptr i32, ptr %".5", i32 4
  store i32 %".811", ptr %".812"
  ret void
start:
  br label %"block0"
warp:
  %".716" = mul nuw nsw i32 %".3", 32
  %".717" = icmp eq i32 %".4", -1
  %".718" = add i32 %".716", 32
  %".719" = icmp ule i32 %".718", %".13"
  %".720" = and i1 %".717", %".719"
  %".721" = and i1 %".720", %".32"
  br i1 %".721", label %"warp.check", label %"warp.each"
at.barrier:
  %".89" = icmp ne i32 %".4", -1
  br i1 %".89", label %"known", label %"scan"
all.at.warp:
  br i1 %".32", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".462" = icmp ne i32 %".4", -1
  br i1 %".462", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !20
tx.head:
  %"tx" = phi  i32 [%".43", %"ty.body"], [%".81", %"tx.body"]
  %".46" = icmp slt i32 %"tx", %".44"
  br i1 %".46", label %"tx.body", label %"tx.end"
tx.body:
  %".48" = add nuw nsw i32 %"tx", %".42"
  %".49" = mul nuw nsw i32 %".48", 32
  %".50" = zext i32 %".49" to i64
  %".51" = getelementptr i8, ptr %".23", i64 %".50"
  %".52" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".51", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".48", i32 %".13")
  %".53" = mul nuw nsw i64 %".29", 0
  %".54" = zext i32 %".48" to i64
  %".55" = mul nuw nsw i64 %".54", 4
  %".56" = add nuw nsw i64 %".53", %".55"
  %".57" = getelementptr i8, ptr %".25", i64 %".56"
  store i32 %".52", ptr %".57", !llvm.access.group !17, !tbaa !27
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
  br label %"tx.head", !llvm.loop !24
tx.end:
  %".83" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !21
each:
  br label %"each.head"
known:
  %".91" = lshr i32 %".4", 4
  switch i32 %".91", label %"scan" []
scan:
  %".93" = mul nuw nsw i64 %".29", 0
  %".94" = zext i32 0 to i64
  %".95" = mul nuw nsw i64 %".94", 4
  %".96" = add nuw nsw i64 %".93", %".95"
  %".97" = getelementptr i8, ptr %".25", i64 %".96"
  %".98" = load i32, ptr %".97"
  %".99" = lshr i32 %".98", 4
  store i1 1, i1* %"same"
  br label %"same.head"
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".125", %"same.body"]
  %".102" = icmp slt i32 %"same.1", %".13"
  br i1 %".102", label %"same.body", label %"same.end"
same.body:
  %".104" = add i32 0, %"same.1"
  %".105" = mul nuw nsw i64 %".29", 0
  %".106" = zext i32 %".104" to i64
  %".107" = mul nuw nsw i64 %".106", 4
  %".108" = add nuw nsw i64 %".105", %".107"
  %".109" = getelementptr i8, ptr %".25", i64 %".108"
  %".110" = load i32, ptr %".109"
  %".111" = and i32 %".110", 15
  %".112" = icmp eq i32 %".111", 2
  %".113" = mul nuw nsw i64 %".29", 0
  %".114" = zext i32 %".104" to i64
  %".115" = mul nuw nsw i64 %".114", 4
  %".116" = add nuw nsw i64 %".113", %".115"
  %".117" = getelementptr i8, ptr %".25", i64 %".116"
  %".118" = load i32, ptr %".117"
  %".119" = lshr i32 %".118", 4
  %".120" = icmp eq i32 %".119", %".99"
  %".121" = and i1 %".112", %".120"
  %".122" = load i1, i1* %"same"
  %".123" = and i1 %".122", %".121"
  store i1 %".123", i1* %"same"
  %".125" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".127" = load i1, i1* %"same"
  br i1 %".127", label %"uniform", label %"each"
uniform:
  switch i32 %".99", label %"each" []
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".174", %"each.body.endif"]
  %".131" = icmp slt i32 %"each.1", %".13"
  br i1 %".131", label %"each.body", label %"each.end"
each.body:
  %".133" = add i32 0, %"each.1"
  %".134" = mul nuw nsw i64 %".29", 0
  %".135" = zext i32 %".133" to i64
  %".136" = mul nuw nsw i64 %".135", 4
  %".137" = add nuw nsw i64 %".134", %".136"
  %".138" = getelementptr i8, ptr %".25", i64 %".137"
  %".139" = load i32, ptr %".138"
  %".140" = and i32 %".139", 15
  %".141" = icmp eq i32 %".140", 2
  br i1 %".141", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".143" = mul nuw nsw i64 %".29", 0
  %".144" = zext i32 %".133" to i64
  %".145" = mul nuw nsw i64 %".144", 4
  %".146" = add nuw nsw i64 %".143", %".145"
  %".147" = getelementptr i8, ptr %".25", i64 %".146"
  %".148" = load i32, ptr %".147"
  %".149" = lshr i32 %".148", 4
  %".150" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".149", i32 %".133")
  %".151" = and i32 %".150", 15
  %".152" = load i32, i32* %"or"
  %".153" = or i32 %".152", %".150"
  store i32 %".153", i32* %"or"
  %".155" = load i32, i32* %"and"
  %".156" = and i32 %".155", %".150"
  store i32 %".156", i32* %"and"
  %".158" = load i32, i32* %"at.bar"
  %".159" = icmp eq i32 %".151", 2
  %".160" = zext i1 %".159" to i32
  %".161" = add i32 %".158", %".160"
  store i32 %".161", i32* %"at.bar"
  %".163" = load i32, i32* %"exited"
  %".164" = icmp eq i32 %".151", 3
  %".165" = zext i1 %".164" to i32
  %".166" = add i32 %".163", %".165"
  store i32 %".166", i32* %"exited"
  %".168" = load i32, i32* %"at.step"
  %".169" = icmp eq i32 %".151", 5
  %".170" = zext i1 %".169" to i32
  %".171" = add i32 %".168", %".170"
  store i32 %".171", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".174" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".179" = lshr i32 %".13", 5
  store i32 %".179", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".182" = lshr i32 %".4", 4
  switch i32 %".182", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".184" = load i32, i32* %"lo"
  %".185" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".184", %"lanes1"], [%".229", %"lane.end"]
  %".187" = icmp slt i32 %"warp.1", %".185"
  br i1 %".187", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".189" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_warp_vote_1"(ptr %".1", ptr %".2", i32 %".189")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".231" = mul nuw nsw i32 %".185", %"warp.size.1"
  store i32 %".231", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".227", %"lane.body"]
  %".192" = icmp slt i32 %"lane", 32
  br i1 %".192", label %"lane.body", label %"lane.end"
lane.body:
  %".194" = add nuw nsw i32 %".189", %"lane"
  %".195" = mul nuw nsw i32 %".194", 32
  %".196" = zext i32 %".195" to i64
  %".197" = getelementptr i8, ptr %".23", i64 %".196"
  %".198" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".197", i32 %".194", i32 0, i32 0, i32 3, i32 %".194", i32 %".13")
  %".199" = mul nuw nsw i64 %".29", 0
  %".200" = zext i32 %".194" to i64
  %".201" = mul nuw nsw i64 %".200", 4
  %".202" = add nuw nsw i64 %".199", %".201"
  %".203" = getelementptr i8, ptr %".25", i64 %".202"
  store i32 %".198", ptr %".203", !llvm.access.group !17, !tbaa !27
  %".205" = and i32 %".198", 15
  %".206" = load i32, i32* %"or"
  %".207" = or i32 %".206", %".198"
  store i32 %".207", i32* %"or"
  %".209" = load i32, i32* %"and"
  %".210" = and i32 %".209", %".198"
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
  %".227" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !29
lane.end:
  %".229" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !28
lanes.tail:
  %".233" = load i32, i32* %"tail"
  %".234" = load i32, i32* %"end"
  %".235" = sub i32 %".234", %".233"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".272", %"each.body.1.endif"]
  %".237" = icmp slt i32 %"each.2", %".235"
  br i1 %".237", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".239" = add i32 %".233", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".241" = mul nuw nsw i64 %".29", 0
  %".242" = zext i32 %".239" to i64
  %".243" = mul nuw nsw i64 %".242", 4
  %".244" = add nuw nsw i64 %".241", %".243"
  %".245" = getelementptr i8, ptr %".25", i64 %".244"
  %".246" = load i32, ptr %".245"
  %".247" = lshr i32 %".246", 4
  %".248" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".247", i32 %".239")
  %".249" = and i32 %".248", 15
  %".250" = load i32, i32* %"or"
  %".251" = or i32 %".250", %".248"
  store i32 %".251", i32* %"or"
  %".253" = load i32, i32* %"and"
  %".254" = and i32 %".253", %".248"
  store i32 %".254", i32* %"and"
  %".256" = load i32, i32* %"at.bar"
  %".257" = icmp eq i32 %".249", 2
  %".258" = zext i1 %".257" to i32
  %".259" = add i32 %".256", %".258"
  store i32 %".259", i32* %"at.bar"
  %".261" = load i32, i32* %"exited"
  %".262" = icmp eq i32 %".249", 3
  %".263" = zext i1 %".262" to i32
  %".264" = add i32 %".261", %".263"
  store i32 %".264", i32* %"exited"
  %".266" = load i32, i32* %"at.step"
  %".267" = icmp eq i32 %".249", 5
  %".268" = zext i1 %".267" to i32
  %".269" = add i32 %".266", %".268"
  store i32 %".269", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".272" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".276" = load i32, i32* %"lo"
  %".277" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".276", %"lanes2"], [%".320", %"lane.end.1"]
  %".279" = icmp slt i32 %"warp.2", %".277"
  br i1 %".279", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".281" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".322" = mul nuw nsw i32 %".277", %"warp.size.3"
  store i32 %".322", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".318", %"lane.body.1"]
  %".283" = icmp slt i32 %"lane.1", 32
  br i1 %".283", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".285" = add nuw nsw i32 %".281", %"lane.1"
  %".286" = mul nuw nsw i32 %".285", 32
  %".287" = zext i32 %".286" to i64
  %".288" = getelementptr i8, ptr %".23", i64 %".287"
  %".289" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".288", i32 %".285", i32 0, i32 0, i32 2, i32 %".285", i32 %".13")
  %".290" = mul nuw nsw i64 %".29", 0
  %".291" = zext i32 %".285" to i64
  %".292" = mul nuw nsw i64 %".291", 4
  %".293" = add nuw nsw i64 %".290", %".292"
  %".294" = getelementptr i8, ptr %".25", i64 %".293"
  store i32 %".289", ptr %".294", !llvm.access.group !17, !tbaa !27
  %".296" = and i32 %".289", 15
  %".297" = load i32, i32* %"or"
  %".298" = or i32 %".297", %".289"
  store i32 %".298", i32* %"or"
  %".300" = load i32, i32* %"and"
  %".301" = and i32 %".300", %".289"
  store i32 %".301", i32* %"and"
  %".303" = load i32, i32* %"at.bar"
  %".304" = icmp eq i32 %".296", 2
  %".305" = zext i1 %".304" to i32
  %".306" = add i32 %".303", %".305"
  store i32 %".306", i32* %"at.bar"
  %".308" = load i32, i32* %"exited"
  %".309" = icmp eq i32 %".296", 3
  %".310" = zext i1 %".309" to i32
  %".311" = add i32 %".308", %".310"
  store i32 %".311", i32* %"exited"
  %".313" = load i32, i32* %"at.step"
  %".314" = icmp eq i32 %".296", 5
  %".315" = zext i1 %".314" to i32
  %".316" = add i32 %".313", %".315"
  store i32 %".316", i32* %"at.step"
  %".318" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !31
lane.end.1:
  %".320" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !30
lanes4:
  %".325" = load i32, i32* %"lo"
  %".326" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".325", %"lanes4"], [%".369", %"lane.end.2"]
  %".328" = icmp slt i32 %"warp.3", %".326"
  br i1 %".328", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".330" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".371" = mul nuw nsw i32 %".326", %"warp.size.5"
  store i32 %".371", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".367", %"lane.body.2"]
  %".332" = icmp slt i32 %"lane.2", 32
  br i1 %".332", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".334" = add nuw nsw i32 %".330", %"lane.2"
  %".335" = mul nuw nsw i32 %".334", 32
  %".336" = zext i32 %".335" to i64
  %".337" = getelementptr i8, ptr %".23", i64 %".336"
  %".338" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".337", i32 %".334", i32 0, i32 0, i32 4, i32 %".334", i32 %".13")
  %".339" = mul nuw nsw i64 %".29", 0
  %".340" = zext i32 %".334" to i64
  %".341" = mul nuw nsw i64 %".340", 4
  %".342" = add nuw nsw i64 %".339", %".341"
  %".343" = getelementptr i8, ptr %".25", i64 %".342"
  store i32 %".338", ptr %".343", !llvm.access.group !17, !tbaa !27
  %".345" = and i32 %".338", 15
  %".346" = load i32, i32* %"or"
  %".347" = or i32 %".346", %".338"
  store i32 %".347", i32* %"or"
  %".349" = load i32, i32* %"and"
  %".350" = and i32 %".349", %".338"
  store i32 %".350", i32* %"and"
  %".352" = load i32, i32* %"at.bar"
  %".353" = icmp eq i32 %".345", 2
  %".354" = zext i1 %".353" to i32
  %".355" = add i32 %".352", %".354"
  store i32 %".355", i32* %"at.bar"
  %".357" = load i32, i32* %"exited"
  %".358" = icmp eq i32 %".345", 3
  %".359" = zext i1 %".358" to i32
  %".360" = add i32 %".357", %".359"
  store i32 %".360", i32* %"exited"
  %".362" = load i32, i32* %"at.step"
  %".363" = icmp eq i32 %".345", 5
  %".364" = zext i1 %".363" to i32
  %".365" = add i32 %".362", %".364"
  store i32 %".365", i32* %"at.step"
  %".367" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !33
lane.end.2:
  %".369" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !32
lanes5:
  %".374" = load i32, i32* %"lo"
  %".375" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".374", %"lanes5"], [%".418", %"lane.end.3"]
  %".377" = icmp slt i32 %"warp.4", %".375"
  br i1 %".377", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".379" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".420" = mul nuw nsw i32 %".375", %"warp.size.7"
  store i32 %".420", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".416", %"lane.body.3"]
  %".381" = icmp slt i32 %"lane.3", 32
  br i1 %".381", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".383" = add nuw nsw i32 %".379", %"lane.3"
  %".384" = mul nuw nsw i32 %".383", 32
  %".385" = zext i32 %".384" to i64
  %".386" = getelementptr i8, ptr %".23", i64 %".385"
  %".387" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".386", i32 %".383", i32 0, i32 0, i32 5, i32 %".383", i32 %".13")
  %".388" = mul nuw nsw i64 %".29", 0
  %".389" = zext i32 %".383" to i64
  %".390" = mul nuw nsw i64 %".389", 4
  %".391" = add nuw nsw i64 %".388", %".390"
  %".392" = getelementptr i8, ptr %".25", i64 %".391"
  store i32 %".387", ptr %".392", !llvm.access.group !17, !tbaa !27
  %".394" = and i32 %".387", 15
  %".395" = load i32, i32* %"or"
  %".396" = or i32 %".395", %".387"
  store i32 %".396", i32* %"or"
  %".398" = load i32, i32* %"and"
  %".399" = and i32 %".398", %".387"
  store i32 %".399", i32* %"and"
  %".401" = load i32, i32* %"at.bar"
  %".402" = icmp eq i32 %".394", 2
  %".403" = zext i1 %".402" to i32
  %".404" = add i32 %".401", %".403"
  store i32 %".404", i32* %"at.bar"
  %".406" = load i32, i32* %"exited"
  %".407" = icmp eq i32 %".394", 3
  %".408" = zext i1 %".407" to i32
  %".409" = add i32 %".406", %".408"
  store i32 %".409", i32* %"exited"
  %".411" = load i32, i32* %"at.step"
  %".412" = icmp eq i32 %".394", 5
  %".413" = zext i1 %".412" to i32
  %".414" = add i32 %".411", %".413"
  store i32 %".414", i32* %"at.step"
  %".416" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !35
lane.end.3:
  %".418" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !34
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".459", %"each.body.2.endif"]
  %".424" = icmp slt i32 %"each.3", %".13"
  br i1 %".424", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".426" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".428" = mul nuw nsw i64 %".29", 0
  %".429" = zext i32 %".426" to i64
  %".430" = mul nuw nsw i64 %".429", 4
  %".431" = add nuw nsw i64 %".428", %".430"
  %".432" = getelementptr i8, ptr %".25", i64 %".431"
  %".433" = load i32, ptr %".432"
  %".434" = lshr i32 %".433", 4
  %".435" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".434", i32 %".426")
  %".436" = and i32 %".435", 15
  %".437" = load i32, i32* %"or"
  %".438" = or i32 %".437", %".435"
  store i32 %".438", i32* %"or"
  %".440" = load i32, i32* %"and"
  %".441" = and i32 %".440", %".435"
  store i32 %".441", i32* %"and"
  %".443" = load i32, i32* %"at.bar"
  %".444" = icmp eq i32 %".436", 2
  %".445" = zext i1 %".444" to i32
  %".446" = add i32 %".443", %".445"
  store i32 %".446", i32* %"at.bar"
  %".448" = load i32, i32* %"exited"
  %".449" = icmp eq i32 %".436", 3
  %".450" = zext i1 %".449" to i32
  %".451" = add i32 %".448", %".450"
  store i32 %".451", i32* %"exited"
  %".453" = load i32, i32* %"at.step"
  %".454" = icmp eq i32 %".436", 5
  %".455" = zext i1 %".454" to i32
  %".456" = add i32 %".453", %".455"
  store i32 %".456", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".459" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".464" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".521" = mul nuw nsw i64 %".29", 0
  %".522" = zext i32 0 to i64
  %".523" = mul nuw nsw i64 %".522", 4
  %".524" = add nuw nsw i64 %".521", %".523"
  %".525" = getelementptr i8, ptr %".25", i64 %".524"
  %".526" = load i32, ptr %".525"
  %".527" = lshr i32 %".526", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".464", label %"step.scan" [i32 3, label %"block3"]
block3:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block3"], [%".518", %"ty.end.1"]
  %".468" = icmp slt i32 %"tz.1", %".21"
  br i1 %".468", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".516", %"tx.end.1"]
  %".471" = icmp slt i32 %"ty.1", %".19"
  br i1 %".471", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".473" = mul nuw nsw i32 %".19", %"tz.1"
  %".474" = add nuw nsw i32 %"ty.1", %".473"
  %".475" = mul nuw nsw i32 %".15", %".474"
  %".476" = load i32, i32* %"x.lo"
  %".477" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".518" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !36
tx.head.1:
  %"tx.1" = phi  i32 [%".476", %"ty.body.1"], [%".514", %"tx.body.1"]
  %".479" = icmp slt i32 %"tx.1", %".477"
  br i1 %".479", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".481" = add nuw nsw i32 %"tx.1", %".475"
  %".482" = mul nuw nsw i32 %".481", 32
  %".483" = zext i32 %".482" to i64
  %".484" = getelementptr i8, ptr %".23", i64 %".483"
  %".485" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".484", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 3, i32 %".481", i32 %".13")
  %".486" = mul nuw nsw i64 %".29", 0
  %".487" = zext i32 %".481" to i64
  %".488" = mul nuw nsw i64 %".487", 4
  %".489" = add nuw nsw i64 %".486", %".488"
  %".490" = getelementptr i8, ptr %".25", i64 %".489"
  store i32 %".485", ptr %".490", !llvm.access.group !17, !tbaa !27
  %".492" = and i32 %".485", 15
  %".493" = load i32, i32* %"or"
  %".494" = or i32 %".493", %".485"
  store i32 %".494", i32* %"or"
  %".496" = load i32, i32* %"and"
  %".497" = and i32 %".496", %".485"
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
  %".514" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !38
tx.end.1:
  %".516" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !37
step.some:
  br i1 %".32", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".553", %"same.body.1"]
  %".530" = icmp slt i32 %"same.2", %".13"
  br i1 %".530", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".532" = add i32 0, %"same.2"
  %".533" = mul nuw nsw i64 %".29", 0
  %".534" = zext i32 %".532" to i64
  %".535" = mul nuw nsw i64 %".534", 4
  %".536" = add nuw nsw i64 %".533", %".535"
  %".537" = getelementptr i8, ptr %".25", i64 %".536"
  %".538" = load i32, ptr %".537"
  %".539" = and i32 %".538", 15
  %".540" = icmp eq i32 %".539", 5
  %".541" = mul nuw nsw i64 %".29", 0
  %".542" = zext i32 %".532" to i64
  %".543" = mul nuw nsw i64 %".542", 4
  %".544" = add nuw nsw i64 %".541", %".543"
  %".545" = getelementptr i8, ptr %".25", i64 %".544"
  %".546" = load i32, ptr %".545"
  %".547" = lshr i32 %".546", 4
  %".548" = icmp eq i32 %".547", %".527"
  %".549" = and i1 %".540", %".548"
  %".550" = load i1, i1* %"same"
  %".551" = and i1 %".550", %".549"
  store i1 %".551", i1* %"same"
  %".553" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".555" = load i1, i1* %"same"
  br i1 %".555", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".527", label %"step.some" [i32 3, label %"block3"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".592", %"run.scan.body"]
  %".564" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".564", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".566" = mul nuw nsw i64 %".29", 0
  %".567" = zext i32 %"run.scan.1" to i64
  %".568" = mul nuw nsw i64 %".567", 4
  %".569" = add nuw nsw i64 %".566", %".568"
  %".570" = getelementptr i8, ptr %".25", i64 %".569"
  %".571" = load i32, ptr %".570"
  %".572" = and i32 %".571", 15
  %".573" = icmp eq i32 %".572", 5
  %".574" = load i32, i32* %"run.first"
  %".575" = icmp eq i32 %".574", -1
  %".576" = and i1 %".573", %".575"
  %".577" = select  i1 %".576", i32 %"run.scan.1", i32 %".574"
  store i32 %".577", i32* %"run.first"
  %".579" = load i32, i32* %"run.code"
  %".580" = select  i1 %".576", i32 %".571", i32 %".579"
  store i32 %".580", i32* %"run.code"
  %".582" = icmp ne i32 %".574", -1
  %".583" = load i32, i32* %"run.end"
  %".584" = icmp eq i32 %".583", -1
  %".585" = load i32, i32* %"run.code"
  %".586" = icmp ne i32 %".571", %".585"
  %".587" = and i1 %".584", %".586"
  %".588" = and i1 %".582", %".587"
  %".589" = load i32, i32* %"run.end"
  %".590" = select  i1 %".588", i32 %"run.scan.1", i32 %".589"
  store i32 %".590", i32* %"run.end"
  %".592" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".594" = load i32, i32* %"run.end"
  %".595" = icmp eq i32 %".594", -1
  %".596" = select  i1 %".595", i32 %".13", i32 %".594"
  store i32 %".596", i32* %"run.end"
  %".598" = load i32, i32* %"run.first"
  %".599" = sub i32 %".596", %".598"
  %".600" = load i32, i32* %"run.first"
  %".601" = icmp ne i32 %".600", -1
  %".602" = shl i32 %".599", 1
  %".603" = icmp uge i32 %".602", %".13"
  %".604" = and i1 %".601", %".603"
  br i1 %".604", label %"run.found", label %"step.each"
run.found:
  %".606" = load i32, i32* %"run.code"
  %".607" = lshr i32 %".606", 4
  %".608" = load i32, i32* %"run.first"
  %".609" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".657", %"others.body.endif"]
  %".611" = icmp slt i32 %"others", %".13"
  br i1 %".611", label %"others.body", label %"others.end"
others.body:
  %".613" = icmp ult i32 %"others", %".608"
  %".614" = icmp uge i32 %"others", %".609"
  %".615" = or i1 %".613", %".614"
  %".616" = mul nuw nsw i64 %".29", 0
  %".617" = zext i32 %"others" to i64
  %".618" = mul nuw nsw i64 %".617", 4
  %".619" = add nuw nsw i64 %".616", %".618"
  %".620" = getelementptr i8, ptr %".25", i64 %".619"
  %".621" = load i32, ptr %".620"
  %".622" = and i32 %".621", 15
  %".623" = icmp eq i32 %".622", 5
  %".624" = and i1 %".615", %".623"
  br i1 %".624", label %"others.body.if", label %"others.body.endif"
others.end:
  %".659" = load i32, i32* %"run.first"
  store i32 %".659", i32* %"x.lo"
  %".661" = load i32, i32* %"run.end"
  store i32 %".661", i32* %"x.hi"
  switch i32 %".607", label %"run.other" [i32 3, label %"block3"]
others.body.if:
  %".626" = mul nuw nsw i64 %".29", 0
  %".627" = zext i32 %"others" to i64
  %".628" = mul nuw nsw i64 %".627", 4
  %".629" = add nuw nsw i64 %".626", %".628"
  %".630" = getelementptr i8, ptr %".25", i64 %".629"
  %".631" = load i32, ptr %".630"
  %".632" = lshr i32 %".631", 4
  %".633" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".632", i32 %"others")
  %".634" = and i32 %".633", 15
  %".635" = load i32, i32* %"or"
  %".636" = or i32 %".635", %".633"
  store i32 %".636", i32* %"or"
  %".638" = load i32, i32* %"and"
  %".639" = and i32 %".638", %".633"
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
  br label %"others.body.endif"
others.body.endif:
  %".657" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".713", %"each.body.3.endif"]
  %".666" = icmp slt i32 %"each.4", %".13"
  br i1 %".666", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".668" = add i32 0, %"each.4"
  %".669" = mul nuw nsw i64 %".29", 0
  %".670" = zext i32 %".668" to i64
  %".671" = mul nuw nsw i64 %".670", 4
  %".672" = add nuw nsw i64 %".669", %".671"
  %".673" = getelementptr i8, ptr %".25", i64 %".672"
  %".674" = load i32, ptr %".673"
  %".675" = and i32 %".674", 15
  %".676" = icmp eq i32 %".675", 5
  br i1 %".676", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".713" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".679" = mul nuw nsw i64 %".29", 0
  %".680" = zext i32 %".668" to i64
  %".681" = mul nuw nsw i64 %".680", 4
  %".682" = add nuw nsw i64 %".679", %".681"
  %".683" = getelementptr i8, ptr %".25", i64 %".682"
  %".684" = load i32, ptr %".683"
  %".685" = lshr i32 %".684", 4
  %".686" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".685", i32 %".668")
  %".687" = and i32 %".686", 15
  %".688" = icmp eq i32 %".687", 5
  br i1 %".688", label %"each.step", label %"each.stop"
each.stop:
  %".690" = and i32 %".686", 15
  %".691" = load i32, i32* %"or"
  %".692" = or i32 %".691", %".686"
  store i32 %".692", i32* %"or"
  %".694" = load i32, i32* %"and"
  %".695" = and i32 %".694", %".686"
  store i32 %".695", i32* %"and"
  %".697" = load i32, i32* %"at.bar"
  %".698" = icmp eq i32 %".690", 2
  %".699" = zext i1 %".698" to i32
  %".700" = add i32 %".697", %".699"
  store i32 %".700", i32* %"at.bar"
  %".702" = load i32, i32* %"exited"
  %".703" = icmp eq i32 %".690", 3
  %".704" = zext i1 %".703" to i32
  %".705" = add i32 %".702", %".704"
  store i32 %".705", i32* %"exited"
  %".707" = load i32, i32* %"at.step"
  %".708" = icmp eq i32 %".690", 5
  %".709" = zext i1 %".708" to i32
  %".710" = add i32 %".707", %".709"
  store i32 %".710", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".724" = add nuw nsw i32 %".3", 1
  store i32 %".724", i32* %"hi"
  %".726" = add nuw nsw i32 %".716", 32
  store i32 %".726", i32* %"end"
  %".728" = mul nuw nsw i64 %".29", 0
  %".729" = zext i32 %".716" to i64
  %".730" = mul nuw nsw i64 %".729", 4
  %".731" = add nuw nsw i64 %".728", %".730"
  %".732" = getelementptr i8, ptr %".25", i64 %".731"
  %".733" = load i32, ptr %".732"
  %".734" = lshr i32 %".733", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".752", %"same.body.2"]
  %".737" = icmp slt i32 %"same.3", 32
  br i1 %".737", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".739" = add i32 %".716", %"same.3"
  %".740" = mul nuw nsw i64 %".29", 0
  %".741" = zext i32 %".739" to i64
  %".742" = mul nuw nsw i64 %".741", 4
  %".743" = add nuw nsw i64 %".740", %".742"
  %".744" = getelementptr i8, ptr %".25", i64 %".743"
  %".745" = load i32, ptr %".744"
  %".746" = lshr i32 %".745", 4
  %".747" = icmp eq i32 %".746", %".734"
  %".748" = and i1 1, %".747"
  %".749" = load i1, i1* %"same"
  %".750" = and i1 %".749", %".748"
  store i1 %".750", i1* %"same"
  %".752" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".754" = load i1, i1* %"same"
  br i1 %".754", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".734", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".796", %"each.body.4.endif"]
  %".758" = icmp slt i32 %"each.5", 32
  br i1 %".758", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".760" = add i32 %".716", %"each.5"
  %".761" = shl i32 1, %"each.5"
  %".762" = and i32 %".4", %".761"
  %".763" = icmp ne i32 %".762", 0
  br i1 %".763", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".765" = mul nuw nsw i64 %".29", 0
  %".766" = zext i32 %".760" to i64
  %".767" = mul nuw nsw i64 %".766", 4
  %".768" = add nuw nsw i64 %".765", %".767"
  %".769" = getelementptr i8, ptr %".25", i64 %".768"
  %".770" = load i32, ptr %".769"
  %".771" = lshr i32 %".770", 4
  %".772" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".771", i32 %".760")
  %".773" = and i32 %".772", 15
  %".774" = load i32, i32* %"or"
  %".775" = or i32 %".774", %".772"
  store i32 %".775", i32* %"or"
  %".777" = load i32, i32* %"and"
  %".778" = and i32 %".777", %".772"
  store i32 %".778", i32* %"and"
  %".780" = load i32, i32* %"at.bar"
  %".781" = icmp eq i32 %".773", 2
  %".782" = zext i1 %".781" to i32
  %".783" = add i32 %".780", %".782"
  store i32 %".783", i32* %"at.bar"
  %".785" = load i32, i32* %"exited"
  %".786" = icmp eq i32 %".773", 3
  %".787" = zext i1 %".786" to i32
  %".788" = add i32 %".785", %".787"
  store i32 %".788", i32* %"exited"
  %".790" = load i32, i32* %"at.step"
  %".791" = icmp eq i32 %".773", 5
  %".792" = zext i1 %".791" to i32
  %".793" = add i32 %".790", %".792"
  store i32 %".793", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".796" = add i32 %"each.5", 1
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