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
  %".17" = zext i32 %".8" to i64
  %".18" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".18", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".20" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".20", i64* %"rd2", !noalias !16, !llvm.access.group !17
  store i32 %".4", i32* %"r1", !noalias !16, !llvm.access.group !17
  %".23" = load i32, i32* %"r1", !noalias !16, !llvm.access.group !17
  %".24" = zext i32 %".23" to i64
  %".25" = zext i32 4 to i64
  %".26" = mul i64 %".24", %".25"
  store i64 %".26", i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".28" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".29" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".30" = add i64 %".28", %".29"
  store i64 %".30", i64* %"rd4", !noalias !16, !llvm.access.group !17
  %".32" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".33" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".34" = add i64 %".32", %".33"
  store i64 %".34", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".57" = getelementptr i8, ptr %".1", i64 20
  %".58" = load i32, ptr %".57", !range !1, !noalias !16, !llvm.access.group !17
  %".59" = getelementptr i8, ptr %".1", i64 24
  %".60" = load i32, ptr %".59", !range !1, !noalias !16, !llvm.access.group !17
  %".61" = mul nuw nsw i32 %".60", %".6"
  %".62" = add nuw nsw i32 %".5", %".61"
  %".63" = mul nuw nsw i32 %".58", %".62"
  %".64" = add nuw nsw i32 %".4", %".63"
  %".1025" = and i32 %".7", 65535
  switch i32 %".1025", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5"]
body:
  %".36" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".36", i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".38" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !16, !llvm.access.group !17
  store i64 %".38", i64* %"rd2", !noalias !16, !llvm.access.group !17
  store i32 %".4", i32* %"r1", !noalias !16, !llvm.access.group !17
  %".41" = load i32, i32* %"r1", !noalias !16, !llvm.access.group !17
  %".42" = zext i32 %".41" to i64
  %".43" = zext i32 4 to i64
  %".44" = mul i64 %".42", %".43"
  store i64 %".44", i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".46" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".47" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".48" = add i64 %".46", %".47"
  store i64 %".48", i64* %"rd4", !noalias !16, !llvm.access.group !17
  %".50" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".51" = load i64, i64* %"rd1", !noalias !16, !llvm.access.group !17
  %".52" = inttoptr i64 %".51" to ptr
  %".53" = getelementptr i8, ptr %".52", i64 %".50"
  %".54" = load i32, ptr %".53", align 4, !noalias !16, !llvm.access.group !17
  store i32 %".54", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".56" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".65" = getelementptr i8, ptr %".2", i64 224
  %".66" = load ptr, ptr %".65", !noalias !16, !llvm.access.group !17
  %".67" = zext i32 %".64" to i64
  %".68" = getelementptr i32, ptr %".66", i64 %".67"
  store i32 %".56", ptr %".68", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 17
resume1:
  %".71" = getelementptr i8, ptr %".2", i64 216
  %".72" = load ptr, ptr %".71", !noalias !16, !llvm.access.group !17
  %".73" = zext i32 %".64" to i64
  %".74" = getelementptr i32, ptr %".72", i64 %".73"
  %".75" = load i32, ptr %".74", !alias.scope !10, !noalias !14, !llvm.access.group !17
  store i32 %".75", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".77" = lshr i32 %".64", 5
  %".78" = mul i32 %".77", 32
  %".79" = getelementptr i8, ptr %".2", i64 216
  %".80" = load ptr, ptr %".79", !noalias !16, !llvm.access.group !17
  %".81" = zext i32 %".78" to i64
  %".82" = getelementptr i32, ptr %".80", i64 %".81"
  %".83" = getelementptr i8, ptr %".2", i64 32
  %".84" = load ptr, ptr %".83", !noalias !16, !llvm.access.group !17
  %".85" = lshr i32 %".64", 5
  %".86" = zext i32 %".85" to i64
  %".87" = getelementptr i64, ptr %".84", i64 %".86"
  %".88" = load i64, ptr %".87", !noalias !16, !llvm.access.group !17
  %".89" = trunc i64 %".88" to i32
  %".90" = and i32 %".64", 31
  %".91" = and i32 1, 31
  %".92" = and i32 31, 31
  %".93" = lshr i32 31, 8
  %".94" = and i32 %".93", 31
  %".95" = and i32 %".90", %".94"
  %".96" = xor i32 %".94", -1
  %".97" = and i32 %".92", %".96"
  %".98" = or i32 %".95", %".97"
  %".99" = and i32 %".90", %".94"
  %".100" = add i32 %".90", %".91"
  %".101" = icmp sle i32 %".100", %".98"
  %".102" = select  i1 %".101", i32 %".100", i32 %".90"
  %".103" = zext i32 %".64" to i64
  %".104" = getelementptr i8, ptr %".2", i64 216
  %".105" = load ptr, ptr %".104", !noalias !16, !llvm.access.group !17
  %".106" = getelementptr i32, ptr %".105", i64 %".103"
  %".107" = load i32, ptr %".106", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".108" = zext i32 %".107" to i64
  %".109" = zext i32 %".91" to i64
  %".110" = add i64 %".103", %".109"
  %".111" = getelementptr i8, ptr %".2", i64 216
  %".112" = load ptr, ptr %".111", !noalias !16, !llvm.access.group !17
  %".113" = getelementptr i32, ptr %".112", i64 %".110"
  %".114" = load i32, ptr %".113", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".115" = zext i32 %".114" to i64
  %".116" = select  i1 %".101", i64 %".115", i64 %".108"
  %".117" = trunc i64 %".116" to i32
  store i32 %".117", i32* %"r3", !noalias !16, !llvm.access.group !17
  %".119" = mul nuw nsw i64 %".16", 12
  %".120" = mul nuw nsw i64 %".17", 4
  %".121" = add nuw nsw i64 %".119", %".120"
  %".122" = getelementptr i8, ptr %".15", i64 %".121"
  store i32 %".117", ptr %".122", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".124" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".125" = getelementptr i8, ptr %".2", i64 224
  %".126" = load ptr, ptr %".125", !noalias !16, !llvm.access.group !17
  %".127" = zext i32 %".64" to i64
  %".128" = getelementptr i32, ptr %".126", i64 %".127"
  store i32 %".124", ptr %".128", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 33
resume2:
  %".131" = getelementptr i8, ptr %".2", i64 216
  %".132" = load ptr, ptr %".131", !noalias !16, !llvm.access.group !17
  %".133" = zext i32 %".64" to i64
  %".134" = getelementptr i32, ptr %".132", i64 %".133"
  %".135" = load i32, ptr %".134", !alias.scope !10, !noalias !14, !llvm.access.group !17
  store i32 %".135", i32* %"r2", !noalias !16, !llvm.access.group !17
  %".137" = mul nuw nsw i64 %".16", 12
  %".138" = mul nuw nsw i64 %".17", 4
  %".139" = add nuw nsw i64 %".137", %".138"
  %".140" = getelementptr i8, ptr %".15", i64 %".139"
  %".141" = load i32, ptr %".140", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".141", i32* %"r3", !noalias !16, !llvm.access.group !17
  %".143" = lshr i32 %".64", 5
  %".144" = mul i32 %".143", 32
  %".145" = getelementptr i8, ptr %".2", i64 216
  %".146" = load ptr, ptr %".145", !noalias !16, !llvm.access.group !17
  %".147" = zext i32 %".144" to i64
  %".148" = getelementptr i32, ptr %".146", i64 %".147"
  %".149" = getelementptr i8, ptr %".2", i64 32
  %".150" = load ptr, ptr %".149", !noalias !16, !llvm.access.group !17
  %".151" = lshr i32 %".64", 5
  %".152" = zext i32 %".151" to i64
  %".153" = getelementptr i64, ptr %".150", i64 %".152"
  %".154" = load i64, ptr %".153", !noalias !16, !llvm.access.group !17
  %".155" = trunc i64 %".154" to i32
  %".156" = and i32 %".64", 31
  %".157" = and i32 0, 31
  %".158" = and i32 31, 31
  %".159" = lshr i32 31, 8
  %".160" = and i32 %".159", 31
  %".161" = and i32 %".156", %".160"
  %".162" = xor i32 %".160", -1
  %".163" = and i32 %".158", %".162"
  %".164" = or i32 %".161", %".163"
  %".165" = and i32 %".156", %".160"
  %".166" = xor i32 %".160", -1
  %".167" = and i32 %".157", %".166"
  %".168" = or i32 %".165", %".167"
  %".169" = icmp sle i32 %".168", %".164"
  %".170" = select  i1 %".169", i32 %".168", i32 %".156"
  %".171" = zext i32 %".64" to i64
  %".172" = getelementptr i8, ptr %".2", i64 216
  %".173" = load ptr, ptr %".172", !noalias !16, !llvm.access.group !17
  %".174" = getelementptr i32, ptr %".173", i64 %".171"
  %".175" = load i32, ptr %".174", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".176" = zext i32 %".175" to i64
  %".177" = zext i32 %".157" to i64
  %".178" = zext i32 %".156" to i64
  %".179" = sub i64 %".171", %".178"
  %".180" = zext i32 %".170" to i64
  %".181" = add i64 %".179", %".180"
  %".182" = getelementptr i8, ptr %".2", i64 216
  %".183" = load ptr, ptr %".182", !noalias !16, !llvm.access.group !17
  %".184" = getelementptr i32, ptr %".183", i64 %".181"
  %".185" = load i32, ptr %".184", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".186" = zext i32 %".185" to i64
  %".187" = select  i1 %".169", i64 %".186", i64 %".176"
  %".188" = trunc i64 %".187" to i32
  store i32 %".188", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".190" = mul nuw nsw i64 %".16", 16
  %".191" = mul nuw nsw i64 %".17", 4
  %".192" = add nuw nsw i64 %".190", %".191"
  %".193" = getelementptr i8, ptr %".15", i64 %".192"
  store i32 %".188", ptr %".193", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".195" = load i32, i32* %"r2", !noalias !16, !llvm.access.group !17
  %".196" = load i32, i32* %"r3", !noalias !16, !llvm.access.group !17
  %".197" = icmp ugt i32 %".195", %".196"
  store i1 %".197", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".199" = zext i1 %".197" to i8
  %".200" = mul nuw nsw i64 %".16", 8
  %".201" = mul nuw nsw i64 %".17", 1
  %".202" = add nuw nsw i64 %".200", %".201"
  %".203" = getelementptr i8, ptr %".15", i64 %".202"
  store i8 %".199", ptr %".203", !alias.scope !8, !noalias !12, !llvm.access.group !17
  ret i32 53
resume3:
  %".206" = mul nuw nsw i64 %".16", 8
  %".207" = mul nuw nsw i64 %".17", 1
  %".208" = add nuw nsw i64 %".206", %".207"
  %".209" = getelementptr i8, ptr %".15", i64 %".208"
  %".210" = load i8, ptr %".209", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".211" = trunc i8 %".210" to i1
  store i1 %".211", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".213" = mul nuw nsw i64 %".16", 16
  %".214" = mul nuw nsw i64 %".17", 4
  %".215" = add nuw nsw i64 %".213", %".214"
  %".216" = getelementptr i8, ptr %".15", i64 %".215"
  %".217" = load i32, ptr %".216", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".217", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".219" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".220" = zext i1 %".219" to i64
  %".221" = trunc i64 %".220" to i32
  %".222" = getelementptr i8, ptr %".2", i64 224
  %".223" = load ptr, ptr %".222", !noalias !16, !llvm.access.group !17
  %".224" = zext i32 %".64" to i64
  %".225" = getelementptr i32, ptr %".223", i64 %".224"
  store i32 %".221", ptr %".225", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 65
resume4:
  %".228" = mul nuw nsw i64 %".16", 8
  %".229" = mul nuw nsw i64 %".17", 1
  %".230" = add nuw nsw i64 %".228", %".229"
  %".231" = getelementptr i8, ptr %".15", i64 %".230"
  %".232" = load i8, ptr %".231", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".233" = trunc i8 %".232" to i1
  store i1 %".233", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".235" = mul nuw nsw i64 %".16", 16
  %".236" = mul nuw nsw i64 %".17", 4
  %".237" = add nuw nsw i64 %".235", %".236"
  %".238" = getelementptr i8, ptr %".15", i64 %".237"
  %".239" = load i32, ptr %".238", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".239", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".241" = lshr i32 %".64", 5
  %".242" = mul i32 %".241", 32
  %".243" = getelementptr i8, ptr %".2", i64 216
  %".244" = load ptr, ptr %".243", !noalias !16, !llvm.access.group !17
  %".245" = zext i32 %".242" to i64
  %".246" = getelementptr i32, ptr %".244", i64 %".245"
  %".247" = getelementptr i8, ptr %".2", i64 32
  %".248" = load ptr, ptr %".247", !noalias !16, !llvm.access.group !17
  %".249" = lshr i32 %".64", 5
  %".250" = zext i32 %".249" to i64
  %".251" = getelementptr i64, ptr %".248", i64 %".250"
  %".252" = load i64, ptr %".251", !noalias !16, !llvm.access.group !17
  %".253" = trunc i64 %".252" to i32
  %".254" = and i32 %".253", 4294967295
  %".255" = zext i32 0 to i64
  %".256" = getelementptr i32, ptr %".246", i64 %".255"
  %".257" = load i32, ptr %".256", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".258" = zext i32 %".257" to i64
  %".259" = and i32 %".254", 1
  %".260" = icmp ne i32 %".259", 0
  %".261" = trunc i64 %".258" to i32
  %".262" = icmp ne i32 %".261", 0
  %".263" = and i1 %".260", %".262"
  %".264" = select  i1 %".263", i32 1, i32 0
  %".265" = or i32 0, %".264"
  %".266" = zext i32 1 to i64
  %".267" = getelementptr i32, ptr %".246", i64 %".266"
  %".268" = load i32, ptr %".267", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".269" = zext i32 %".268" to i64
  %".270" = and i32 %".254", 2
  %".271" = icmp ne i32 %".270", 0
  %".272" = trunc i64 %".269" to i32
  %".273" = icmp ne i32 %".272", 0
  %".274" = and i1 %".271", %".273"
  %".275" = select  i1 %".274", i32 2, i32 0
  %".276" = or i32 %".265", %".275"
  %".277" = zext i32 2 to i64
  %".278" = getelementptr i32, ptr %".246", i64 %".277"
  %".279" = load i32, ptr %".278", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".280" = zext i32 %".279" to i64
  %".281" = and i32 %".254", 4
  %".282" = icmp ne i32 %".281", 0
  %".283" = trunc i64 %".280" to i32
  %".284" = icmp ne i32 %".283", 0
  %".285" = and i1 %".282", %".284"
  %".286" = select  i1 %".285", i32 4, i32 0
  %".287" = or i32 %".276", %".286"
  %".288" = zext i32 3 to i64
  %".289" = getelementptr i32, ptr %".246", i64 %".288"
  %".290" = load i32, ptr %".289", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".291" = zext i32 %".290" to i64
  %".292" = and i32 %".254", 8
  %".293" = icmp ne i32 %".292", 0
  %".294" = trunc i64 %".291" to i32
  %".295" = icmp ne i32 %".294", 0
  %".296" = and i1 %".293", %".295"
  %".297" = select  i1 %".296", i32 8, i32 0
  %".298" = or i32 %".287", %".297"
  %".299" = zext i32 4 to i64
  %".300" = getelementptr i32, ptr %".246", i64 %".299"
  %".301" = load i32, ptr %".300", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".302" = zext i32 %".301" to i64
  %".303" = and i32 %".254", 16
  %".304" = icmp ne i32 %".303", 0
  %".305" = trunc i64 %".302" to i32
  %".306" = icmp ne i32 %".305", 0
  %".307" = and i1 %".304", %".306"
  %".308" = select  i1 %".307", i32 16, i32 0
  %".309" = or i32 %".298", %".308"
  %".310" = zext i32 5 to i64
  %".311" = getelementptr i32, ptr %".246", i64 %".310"
  %".312" = load i32, ptr %".311", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".313" = zext i32 %".312" to i64
  %".314" = and i32 %".254", 32
  %".315" = icmp ne i32 %".314", 0
  %".316" = trunc i64 %".313" to i32
  %".317" = icmp ne i32 %".316", 0
  %".318" = and i1 %".315", %".317"
  %".319" = select  i1 %".318", i32 32, i32 0
  %".320" = or i32 %".309", %".319"
  %".321" = zext i32 6 to i64
  %".322" = getelementptr i32, ptr %".246", i64 %".321"
  %".323" = load i32, ptr %".322", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".324" = zext i32 %".323" to i64
  %".325" = and i32 %".254", 64
  %".326" = icmp ne i32 %".325", 0
  %".327" = trunc i64 %".324" to i32
  %".328" = icmp ne i32 %".327", 0
  %".329" = and i1 %".326", %".328"
  %".330" = select  i1 %".329", i32 64, i32 0
  %".331" = or i32 %".320", %".330"
  %".332" = zext i32 7 to i64
  %".333" = getelementptr i32, ptr %".246", i64 %".332"
  %".334" = load i32, ptr %".333", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".335" = zext i32 %".334" to i64
  %".336" = and i32 %".254", 128
  %".337" = icmp ne i32 %".336", 0
  %".338" = trunc i64 %".335" to i32
  %".339" = icmp ne i32 %".338", 0
  %".340" = and i1 %".337", %".339"
  %".341" = select  i1 %".340", i32 128, i32 0
  %".342" = or i32 %".331", %".341"
  %".343" = zext i32 8 to i64
  %".344" = getelementptr i32, ptr %".246", i64 %".343"
  %".345" = load i32, ptr %".344", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".346" = zext i32 %".345" to i64
  %".347" = and i32 %".254", 256
  %".348" = icmp ne i32 %".347", 0
  %".349" = trunc i64 %".346" to i32
  %".350" = icmp ne i32 %".349", 0
  %".351" = and i1 %".348", %".350"
  %".352" = select  i1 %".351", i32 256, i32 0
  %".353" = or i32 %".342", %".352"
  %".354" = zext i32 9 to i64
  %".355" = getelementptr i32, ptr %".246", i64 %".354"
  %".356" = load i32, ptr %".355", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".357" = zext i32 %".356" to i64
  %".358" = and i32 %".254", 512
  %".359" = icmp ne i32 %".358", 0
  %".360" = trunc i64 %".357" to i32
  %".361" = icmp ne i32 %".360", 0
  %".362" = and i1 %".359", %".361"
  %".363" = select  i1 %".362", i32 512, i32 0
  %".364" = or i32 %".353", %".363"
  %".365" = zext i32 10 to i64
  %".366" = getelementptr i32, ptr %".246", i64 %".365"
  %".367" = load i32, ptr %".366", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".368" = zext i32 %".367" to i64
  %".369" = and i32 %".254", 1024
  %".370" = icmp ne i32 %".369", 0
  %".371" = trunc i64 %".368" to i32
  %".372" = icmp ne i32 %".371", 0
  %".373" = and i1 %".370", %".372"
  %".374" = select  i1 %".373", i32 1024, i32 0
  %".375" = or i32 %".364", %".374"
  %".376" = zext i32 11 to i64
  %".377" = getelementptr i32, ptr %".246", i64 %".376"
  %".378" = load i32, ptr %".377", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".379" = zext i32 %".378" to i64
  %".380" = and i32 %".254", 2048
  %".381" = icmp ne i32 %".380", 0
  %".382" = trunc i64 %".379" to i32
  %".383" = icmp ne i32 %".382", 0
  %".384" = and i1 %".381", %".383"
  %".385" = select  i1 %".384", i32 2048, i32 0
  %".386" = or i32 %".375", %".385"
  %".387" = zext i32 12 to i64
  %".388" = getelementptr i32, ptr %".246", i64 %".387"
  %".389" = load i32, ptr %".388", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".390" = zext i32 %".389" to i64
  %".391" = and i32 %".254", 4096
  %".392" = icmp ne i32 %".391", 0
  %".393" = trunc i64 %".390" to i32
  %".394" = icmp ne i32 %".393", 0
  %".395" = and i1 %".392", %".394"
  %".396" = select  i1 %".395", i32 4096, i32 0
  %".397" = or i32 %".386", %".396"
  %".398" = zext i32 13 to i64
  %".399" = getelementptr i32, ptr %".246", i64 %".398"
  %".400" = load i32, ptr %".399", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".401" = zext i32 %".400" to i64
  %".402" = and i32 %".254", 8192
  %".403" = icmp ne i32 %".402", 0
  %".404" = trunc i64 %".401" to i32
  %".405" = icmp ne i32 %".404", 0
  %".406" = and i1 %".403", %".405"
  %".407" = select  i1 %".406", i32 8192, i32 0
  %".408" = or i32 %".397", %".407"
  %".409" = zext i32 14 to i64
  %".410" = getelementptr i32, ptr %".246", i64 %".409"
  %".411" = load i32, ptr %".410", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".412" = zext i32 %".411" to i64
  %".413" = and i32 %".254", 16384
  %".414" = icmp ne i32 %".413", 0
  %".415" = trunc i64 %".412" to i32
  %".416" = icmp ne i32 %".415", 0
  %".417" = and i1 %".414", %".416"
  %".418" = select  i1 %".417", i32 16384, i32 0
  %".419" = or i32 %".408", %".418"
  %".420" = zext i32 15 to i64
  %".421" = getelementptr i32, ptr %".246", i64 %".420"
  %".422" = load i32, ptr %".421", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".423" = zext i32 %".422" to i64
  %".424" = and i32 %".254", 32768
  %".425" = icmp ne i32 %".424", 0
  %".426" = trunc i64 %".423" to i32
  %".427" = icmp ne i32 %".426", 0
  %".428" = and i1 %".425", %".427"
  %".429" = select  i1 %".428", i32 32768, i32 0
  %".430" = or i32 %".419", %".429"
  %".431" = zext i32 16 to i64
  %".432" = getelementptr i32, ptr %".246", i64 %".431"
  %".433" = load i32, ptr %".432", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".434" = zext i32 %".433" to i64
  %".435" = and i32 %".254", 65536
  %".436" = icmp ne i32 %".435", 0
  %".437" = trunc i64 %".434" to i32
  %".438" = icmp ne i32 %".437", 0
  %".439" = and i1 %".436", %".438"
  %".440" = select  i1 %".439", i32 65536, i32 0
  %".441" = or i32 %".430", %".440"
  %".442" = zext i32 17 to i64
  %".443" = getelementptr i32, ptr %".246", i64 %".442"
  %".444" = load i32, ptr %".443", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".445" = zext i32 %".444" to i64
  %".446" = and i32 %".254", 131072
  %".447" = icmp ne i32 %".446", 0
  %".448" = trunc i64 %".445" to i32
  %".449" = icmp ne i32 %".448", 0
  %".450" = and i1 %".447", %".449"
  %".451" = select  i1 %".450", i32 131072, i32 0
  %".452" = or i32 %".441", %".451"
  %".453" = zext i32 18 to i64
  %".454" = getelementptr i32, ptr %".246", i64 %".453"
  %".455" = load i32, ptr %".454", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".456" = zext i32 %".455" to i64
  %".457" = and i32 %".254", 262144
  %".458" = icmp ne i32 %".457", 0
  %".459" = trunc i64 %".456" to i32
  %".460" = icmp ne i32 %".459", 0
  %".461" = and i1 %".458", %".460"
  %".462" = select  i1 %".461", i32 262144, i32 0
  %".463" = or i32 %".452", %".462"
  %".464" = zext i32 19 to i64
  %".465" = getelementptr i32, ptr %".246", i64 %".464"
  %".466" = load i32, ptr %".465", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".467" = zext i32 %".466" to i64
  %".468" = and i32 %".254", 524288
  %".469" = icmp ne i32 %".468", 0
  %".470" = trunc i64 %".467" to i32
  %".471" = icmp ne i32 %".470", 0
  %".472" = and i1 %".469", %".471"
  %".473" = select  i1 %".472", i32 524288, i32 0
  %".474" = or i32 %".463", %".473"
  %".475" = zext i32 20 to i64
  %".476" = getelementptr i32, ptr %".246", i64 %".475"
  %".477" = load i32, ptr %".476", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".478" = zext i32 %".477" to i64
  %".479" = and i32 %".254", 1048576
  %".480" = icmp ne i32 %".479", 0
  %".481" = trunc i64 %".478" to i32
  %".482" = icmp ne i32 %".481", 0
  %".483" = and i1 %".480", %".482"
  %".484" = select  i1 %".483", i32 1048576, i32 0
  %".485" = or i32 %".474", %".484"
  %".486" = zext i32 21 to i64
  %".487" = getelementptr i32, ptr %".246", i64 %".486"
  %".488" = load i32, ptr %".487", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".489" = zext i32 %".488" to i64
  %".490" = and i32 %".254", 2097152
  %".491" = icmp ne i32 %".490", 0
  %".492" = trunc i64 %".489" to i32
  %".493" = icmp ne i32 %".492", 0
  %".494" = and i1 %".491", %".493"
  %".495" = select  i1 %".494", i32 2097152, i32 0
  %".496" = or i32 %".485", %".495"
  %".497" = zext i32 22 to i64
  %".498" = getelementptr i32, ptr %".246", i64 %".497"
  %".499" = load i32, ptr %".498", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".500" = zext i32 %".499" to i64
  %".501" = and i32 %".254", 4194304
  %".502" = icmp ne i32 %".501", 0
  %".503" = trunc i64 %".500" to i32
  %".504" = icmp ne i32 %".503", 0
  %".505" = and i1 %".502", %".504"
  %".506" = select  i1 %".505", i32 4194304, i32 0
  %".507" = or i32 %".496", %".506"
  %".508" = zext i32 23 to i64
  %".509" = getelementptr i32, ptr %".246", i64 %".508"
  %".510" = load i32, ptr %".509", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".511" = zext i32 %".510" to i64
  %".512" = and i32 %".254", 8388608
  %".513" = icmp ne i32 %".512", 0
  %".514" = trunc i64 %".511" to i32
  %".515" = icmp ne i32 %".514", 0
  %".516" = and i1 %".513", %".515"
  %".517" = select  i1 %".516", i32 8388608, i32 0
  %".518" = or i32 %".507", %".517"
  %".519" = zext i32 24 to i64
  %".520" = getelementptr i32, ptr %".246", i64 %".519"
  %".521" = load i32, ptr %".520", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".522" = zext i32 %".521" to i64
  %".523" = and i32 %".254", 16777216
  %".524" = icmp ne i32 %".523", 0
  %".525" = trunc i64 %".522" to i32
  %".526" = icmp ne i32 %".525", 0
  %".527" = and i1 %".524", %".526"
  %".528" = select  i1 %".527", i32 16777216, i32 0
  %".529" = or i32 %".518", %".528"
  %".530" = zext i32 25 to i64
  %".531" = getelementptr i32, ptr %".246", i64 %".530"
  %".532" = load i32, ptr %".531", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".533" = zext i32 %".532" to i64
  %".534" = and i32 %".254", 33554432
  %".535" = icmp ne i32 %".534", 0
  %".536" = trunc i64 %".533" to i32
  %".537" = icmp ne i32 %".536", 0
  %".538" = and i1 %".535", %".537"
  %".539" = select  i1 %".538", i32 33554432, i32 0
  %".540" = or i32 %".529", %".539"
  %".541" = zext i32 26 to i64
  %".542" = getelementptr i32, ptr %".246", i64 %".541"
  %".543" = load i32, ptr %".542", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".544" = zext i32 %".543" to i64
  %".545" = and i32 %".254", 67108864
  %".546" = icmp ne i32 %".545", 0
  %".547" = trunc i64 %".544" to i32
  %".548" = icmp ne i32 %".547", 0
  %".549" = and i1 %".546", %".548"
  %".550" = select  i1 %".549", i32 67108864, i32 0
  %".551" = or i32 %".540", %".550"
  %".552" = zext i32 27 to i64
  %".553" = getelementptr i32, ptr %".246", i64 %".552"
  %".554" = load i32, ptr %".553", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".555" = zext i32 %".554" to i64
  %".556" = and i32 %".254", 134217728
  %".557" = icmp ne i32 %".556", 0
  %".558" = trunc i64 %".555" to i32
  %".559" = icmp ne i32 %".558", 0
  %".560" = and i1 %".557", %".559"
  %".561" = select  i1 %".560", i32 134217728, i32 0
  %".562" = or i32 %".551", %".561"
  %".563" = zext i32 28 to i64
  %".564" = getelementptr i32, ptr %".246", i64 %".563"
  %".565" = load i32, ptr %".564", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".566" = zext i32 %".565" to i64
  %".567" = and i32 %".254", 268435456
  %".568" = icmp ne i32 %".567", 0
  %".569" = trunc i64 %".566" to i32
  %".570" = icmp ne i32 %".569", 0
  %".571" = and i1 %".568", %".570"
  %".572" = select  i1 %".571", i32 268435456, i32 0
  %".573" = or i32 %".562", %".572"
  %".574" = zext i32 29 to i64
  %".575" = getelementptr i32, ptr %".246", i64 %".574"
  %".576" = load i32, ptr %".575", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".577" = zext i32 %".576" to i64
  %".578" = and i32 %".254", 536870912
  %".579" = icmp ne i32 %".578", 0
  %".580" = trunc i64 %".577" to i32
  %".581" = icmp ne i32 %".580", 0
  %".582" = and i1 %".579", %".581"
  %".583" = select  i1 %".582", i32 536870912, i32 0
  %".584" = or i32 %".573", %".583"
  %".585" = zext i32 30 to i64
  %".586" = getelementptr i32, ptr %".246", i64 %".585"
  %".587" = load i32, ptr %".586", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".588" = zext i32 %".587" to i64
  %".589" = and i32 %".254", 1073741824
  %".590" = icmp ne i32 %".589", 0
  %".591" = trunc i64 %".588" to i32
  %".592" = icmp ne i32 %".591", 0
  %".593" = and i1 %".590", %".592"
  %".594" = select  i1 %".593", i32 1073741824, i32 0
  %".595" = or i32 %".584", %".594"
  %".596" = zext i32 31 to i64
  %".597" = getelementptr i32, ptr %".246", i64 %".596"
  %".598" = load i32, ptr %".597", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".599" = zext i32 %".598" to i64
  %".600" = and i32 %".254", 2147483648
  %".601" = icmp ne i32 %".600", 0
  %".602" = trunc i64 %".599" to i32
  %".603" = icmp ne i32 %".602", 0
  %".604" = and i1 %".601", %".603"
  %".605" = select  i1 %".604", i32 2147483648, i32 0
  %".606" = or i32 %".595", %".605"
  store i32 %".606", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".608" = mul nuw nsw i64 %".16", 20
  %".609" = mul nuw nsw i64 %".17", 4
  %".610" = add nuw nsw i64 %".608", %".609"
  %".611" = getelementptr i8, ptr %".15", i64 %".610"
  store i32 %".606", ptr %".611", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".613" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".614" = zext i1 %".613" to i64
  %".615" = trunc i64 %".614" to i32
  %".616" = getelementptr i8, ptr %".2", i64 224
  %".617" = load ptr, ptr %".616", !noalias !16, !llvm.access.group !17
  %".618" = zext i32 %".64" to i64
  %".619" = getelementptr i32, ptr %".617", i64 %".618"
  store i32 %".615", ptr %".619", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 81
resume5:
  %".622" = mul nuw nsw i64 %".16", 16
  %".623" = mul nuw nsw i64 %".17", 4
  %".624" = add nuw nsw i64 %".622", %".623"
  %".625" = getelementptr i8, ptr %".15", i64 %".624"
  %".626" = load i32, ptr %".625", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".626", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".628" = mul nuw nsw i64 %".16", 20
  %".629" = mul nuw nsw i64 %".17", 4
  %".630" = add nuw nsw i64 %".628", %".629"
  %".631" = getelementptr i8, ptr %".15", i64 %".630"
  %".632" = load i32, ptr %".631", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".632", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".634" = lshr i32 %".64", 5
  %".635" = mul i32 %".634", 32
  %".636" = getelementptr i8, ptr %".2", i64 216
  %".637" = load ptr, ptr %".636", !noalias !16, !llvm.access.group !17
  %".638" = zext i32 %".635" to i64
  %".639" = getelementptr i32, ptr %".637", i64 %".638"
  %".640" = getelementptr i8, ptr %".2", i64 32
  %".641" = load ptr, ptr %".640", !noalias !16, !llvm.access.group !17
  %".642" = lshr i32 %".64", 5
  %".643" = zext i32 %".642" to i64
  %".644" = getelementptr i64, ptr %".641", i64 %".643"
  %".645" = load i64, ptr %".644", !noalias !16, !llvm.access.group !17
  %".646" = trunc i64 %".645" to i32
  %".647" = and i32 %".646", 4294967295
  %".648" = zext i32 0 to i64
  %".649" = getelementptr i32, ptr %".639", i64 %".648"
  %".650" = load i32, ptr %".649", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".651" = zext i32 %".650" to i64
  %".652" = and i32 %".647", 1
  %".653" = icmp ne i32 %".652", 0
  %".654" = trunc i64 %".651" to i32
  %".655" = icmp ne i32 %".654", 0
  %".656" = and i1 %".653", %".655"
  %".657" = select  i1 %".656", i32 1, i32 0
  %".658" = or i32 0, %".657"
  %".659" = zext i32 1 to i64
  %".660" = getelementptr i32, ptr %".639", i64 %".659"
  %".661" = load i32, ptr %".660", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".662" = zext i32 %".661" to i64
  %".663" = and i32 %".647", 2
  %".664" = icmp ne i32 %".663", 0
  %".665" = trunc i64 %".662" to i32
  %".666" = icmp ne i32 %".665", 0
  %".667" = and i1 %".664", %".666"
  %".668" = select  i1 %".667", i32 2, i32 0
  %".669" = or i32 %".658", %".668"
  %".670" = zext i32 2 to i64
  %".671" = getelementptr i32, ptr %".639", i64 %".670"
  %".672" = load i32, ptr %".671", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".673" = zext i32 %".672" to i64
  %".674" = and i32 %".647", 4
  %".675" = icmp ne i32 %".674", 0
  %".676" = trunc i64 %".673" to i32
  %".677" = icmp ne i32 %".676", 0
  %".678" = and i1 %".675", %".677"
  %".679" = select  i1 %".678", i32 4, i32 0
  %".680" = or i32 %".669", %".679"
  %".681" = zext i32 3 to i64
  %".682" = getelementptr i32, ptr %".639", i64 %".681"
  %".683" = load i32, ptr %".682", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".684" = zext i32 %".683" to i64
  %".685" = and i32 %".647", 8
  %".686" = icmp ne i32 %".685", 0
  %".687" = trunc i64 %".684" to i32
  %".688" = icmp ne i32 %".687", 0
  %".689" = and i1 %".686", %".688"
  %".690" = select  i1 %".689", i32 8, i32 0
  %".691" = or i32 %".680", %".690"
  %".692" = zext i32 4 to i64
  %".693" = getelementptr i32, ptr %".639", i64 %".692"
  %".694" = load i32, ptr %".693", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".695" = zext i32 %".694" to i64
  %".696" = and i32 %".647", 16
  %".697" = icmp ne i32 %".696", 0
  %".698" = trunc i64 %".695" to i32
  %".699" = icmp ne i32 %".698", 0
  %".700" = and i1 %".697", %".699"
  %".701" = select  i1 %".700", i32 16, i32 0
  %".702" = or i32 %".691", %".701"
  %".703" = zext i32 5 to i64
  %".704" = getelementptr i32, ptr %".639", i64 %".703"
  %".705" = load i32, ptr %".704", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".706" = zext i32 %".705" to i64
  %".707" = and i32 %".647", 32
  %".708" = icmp ne i32 %".707", 0
  %".709" = trunc i64 %".706" to i32
  %".710" = icmp ne i32 %".709", 0
  %".711" = and i1 %".708", %".710"
  %".712" = select  i1 %".711", i32 32, i32 0
  %".713" = or i32 %".702", %".712"
  %".714" = zext i32 6 to i64
  %".715" = getelementptr i32, ptr %".639", i64 %".714"
  %".716" = load i32, ptr %".715", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".717" = zext i32 %".716" to i64
  %".718" = and i32 %".647", 64
  %".719" = icmp ne i32 %".718", 0
  %".720" = trunc i64 %".717" to i32
  %".721" = icmp ne i32 %".720", 0
  %".722" = and i1 %".719", %".721"
  %".723" = select  i1 %".722", i32 64, i32 0
  %".724" = or i32 %".713", %".723"
  %".725" = zext i32 7 to i64
  %".726" = getelementptr i32, ptr %".639", i64 %".725"
  %".727" = load i32, ptr %".726", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".728" = zext i32 %".727" to i64
  %".729" = and i32 %".647", 128
  %".730" = icmp ne i32 %".729", 0
  %".731" = trunc i64 %".728" to i32
  %".732" = icmp ne i32 %".731", 0
  %".733" = and i1 %".730", %".732"
  %".734" = select  i1 %".733", i32 128, i32 0
  %".735" = or i32 %".724", %".734"
  %".736" = zext i32 8 to i64
  %".737" = getelementptr i32, ptr %".639", i64 %".736"
  %".738" = load i32, ptr %".737", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".739" = zext i32 %".738" to i64
  %".740" = and i32 %".647", 256
  %".741" = icmp ne i32 %".740", 0
  %".742" = trunc i64 %".739" to i32
  %".743" = icmp ne i32 %".742", 0
  %".744" = and i1 %".741", %".743"
  %".745" = select  i1 %".744", i32 256, i32 0
  %".746" = or i32 %".735", %".745"
  %".747" = zext i32 9 to i64
  %".748" = getelementptr i32, ptr %".639", i64 %".747"
  %".749" = load i32, ptr %".748", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".750" = zext i32 %".749" to i64
  %".751" = and i32 %".647", 512
  %".752" = icmp ne i32 %".751", 0
  %".753" = trunc i64 %".750" to i32
  %".754" = icmp ne i32 %".753", 0
  %".755" = and i1 %".752", %".754"
  %".756" = select  i1 %".755", i32 512, i32 0
  %".757" = or i32 %".746", %".756"
  %".758" = zext i32 10 to i64
  %".759" = getelementptr i32, ptr %".639", i64 %".758"
  %".760" = load i32, ptr %".759", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".761" = zext i32 %".760" to i64
  %".762" = and i32 %".647", 1024
  %".763" = icmp ne i32 %".762", 0
  %".764" = trunc i64 %".761" to i32
  %".765" = icmp ne i32 %".764", 0
  %".766" = and i1 %".763", %".765"
  %".767" = select  i1 %".766", i32 1024, i32 0
  %".768" = or i32 %".757", %".767"
  %".769" = zext i32 11 to i64
  %".770" = getelementptr i32, ptr %".639", i64 %".769"
  %".771" = load i32, ptr %".770", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".772" = zext i32 %".771" to i64
  %".773" = and i32 %".647", 2048
  %".774" = icmp ne i32 %".773", 0
  %".775" = trunc i64 %".772" to i32
  %".776" = icmp ne i32 %".775", 0
  %".777" = and i1 %".774", %".776"
  %".778" = select  i1 %".777", i32 2048, i32 0
  %".779" = or i32 %".768", %".778"
  %".780" = zext i32 12 to i64
  %".781" = getelementptr i32, ptr %".639", i64 %".780"
  %".782" = load i32, ptr %".781", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".783" = zext i32 %".782" to i64
  %".784" = and i32 %".647", 4096
  %".785" = icmp ne i32 %".784", 0
  %".786" = trunc i64 %".783" to i32
  %".787" = icmp ne i32 %".786", 0
  %".788" = and i1 %".785", %".787"
  %".789" = select  i1 %".788", i32 4096, i32 0
  %".790" = or i32 %".779", %".789"
  %".791" = zext i32 13 to i64
  %".792" = getelementptr i32, ptr %".639", i64 %".791"
  %".793" = load i32, ptr %".792", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".794" = zext i32 %".793" to i64
  %".795" = and i32 %".647", 8192
  %".796" = icmp ne i32 %".795", 0
  %".797" = trunc i64 %".794" to i32
  %".798" = icmp ne i32 %".797", 0
  %".799" = and i1 %".796", %".798"
  %".800" = select  i1 %".799", i32 8192, i32 0
  %".801" = or i32 %".790", %".800"
  %".802" = zext i32 14 to i64
  %".803" = getelementptr i32, ptr %".639", i64 %".802"
  %".804" = load i32, ptr %".803", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".805" = zext i32 %".804" to i64
  %".806" = and i32 %".647", 16384
  %".807" = icmp ne i32 %".806", 0
  %".808" = trunc i64 %".805" to i32
  %".809" = icmp ne i32 %".808", 0
  %".810" = and i1 %".807", %".809"
  %".811" = select  i1 %".810", i32 16384, i32 0
  %".812" = or i32 %".801", %".811"
  %".813" = zext i32 15 to i64
  %".814" = getelementptr i32, ptr %".639", i64 %".813"
  %".815" = load i32, ptr %".814", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".816" = zext i32 %".815" to i64
  %".817" = and i32 %".647", 32768
  %".818" = icmp ne i32 %".817", 0
  %".819" = trunc i64 %".816" to i32
  %".820" = icmp ne i32 %".819", 0
  %".821" = and i1 %".818", %".820"
  %".822" = select  i1 %".821", i32 32768, i32 0
  %".823" = or i32 %".812", %".822"
  %".824" = zext i32 16 to i64
  %".825" = getelementptr i32, ptr %".639", i64 %".824"
  %".826" = load i32, ptr %".825", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".827" = zext i32 %".826" to i64
  %".828" = and i32 %".647", 65536
  %".829" = icmp ne i32 %".828", 0
  %".830" = trunc i64 %".827" to i32
  %".831" = icmp ne i32 %".830", 0
  %".832" = and i1 %".829", %".831"
  %".833" = select  i1 %".832", i32 65536, i32 0
  %".834" = or i32 %".823", %".833"
  %".835" = zext i32 17 to i64
  %".836" = getelementptr i32, ptr %".639", i64 %".835"
  %".837" = load i32, ptr %".836", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".838" = zext i32 %".837" to i64
  %".839" = and i32 %".647", 131072
  %".840" = icmp ne i32 %".839", 0
  %".841" = trunc i64 %".838" to i32
  %".842" = icmp ne i32 %".841", 0
  %".843" = and i1 %".840", %".842"
  %".844" = select  i1 %".843", i32 131072, i32 0
  %".845" = or i32 %".834", %".844"
  %".846" = zext i32 18 to i64
  %".847" = getelementptr i32, ptr %".639", i64 %".846"
  %".848" = load i32, ptr %".847", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".849" = zext i32 %".848" to i64
  %".850" = and i32 %".647", 262144
  %".851" = icmp ne i32 %".850", 0
  %".852" = trunc i64 %".849" to i32
  %".853" = icmp ne i32 %".852", 0
  %".854" = and i1 %".851", %".853"
  %".855" = select  i1 %".854", i32 262144, i32 0
  %".856" = or i32 %".845", %".855"
  %".857" = zext i32 19 to i64
  %".858" = getelementptr i32, ptr %".639", i64 %".857"
  %".859" = load i32, ptr %".858", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".860" = zext i32 %".859" to i64
  %".861" = and i32 %".647", 524288
  %".862" = icmp ne i32 %".861", 0
  %".863" = trunc i64 %".860" to i32
  %".864" = icmp ne i32 %".863", 0
  %".865" = and i1 %".862", %".864"
  %".866" = select  i1 %".865", i32 524288, i32 0
  %".867" = or i32 %".856", %".866"
  %".868" = zext i32 20 to i64
  %".869" = getelementptr i32, ptr %".639", i64 %".868"
  %".870" = load i32, ptr %".869", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".871" = zext i32 %".870" to i64
  %".872" = and i32 %".647", 1048576
  %".873" = icmp ne i32 %".872", 0
  %".874" = trunc i64 %".871" to i32
  %".875" = icmp ne i32 %".874", 0
  %".876" = and i1 %".873", %".875"
  %".877" = select  i1 %".876", i32 1048576, i32 0
  %".878" = or i32 %".867", %".877"
  %".879" = zext i32 21 to i64
  %".880" = getelementptr i32, ptr %".639", i64 %".879"
  %".881" = load i32, ptr %".880", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".882" = zext i32 %".881" to i64
  %".883" = and i32 %".647", 2097152
  %".884" = icmp ne i32 %".883", 0
  %".885" = trunc i64 %".882" to i32
  %".886" = icmp ne i32 %".885", 0
  %".887" = and i1 %".884", %".886"
  %".888" = select  i1 %".887", i32 2097152, i32 0
  %".889" = or i32 %".878", %".888"
  %".890" = zext i32 22 to i64
  %".891" = getelementptr i32, ptr %".639", i64 %".890"
  %".892" = load i32, ptr %".891", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".893" = zext i32 %".892" to i64
  %".894" = and i32 %".647", 4194304
  %".895" = icmp ne i32 %".894", 0
  %".896" = trunc i64 %".893" to i32
  %".897" = icmp ne i32 %".896", 0
  %".898" = and i1 %".895", %".897"
  %".899" = select  i1 %".898", i32 4194304, i32 0
  %".900" = or i32 %".889", %".899"
  %".901" = zext i32 23 to i64
  %".902" = getelementptr i32, ptr %".639", i64 %".901"
  %".903" = load i32, ptr %".902", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".904" = zext i32 %".903" to i64
  %".905" = and i32 %".647", 8388608
  %".906" = icmp ne i32 %".905", 0
  %".907" = trunc i64 %".904" to i32
  %".908" = icmp ne i32 %".907", 0
  %".909" = and i1 %".906", %".908"
  %".910" = select  i1 %".909", i32 8388608, i32 0
  %".911" = or i32 %".900", %".910"
  %".912" = zext i32 24 to i64
  %".913" = getelementptr i32, ptr %".639", i64 %".912"
  %".914" = load i32, ptr %".913", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".915" = zext i32 %".914" to i64
  %".916" = and i32 %".647", 16777216
  %".917" = icmp ne i32 %".916", 0
  %".918" = trunc i64 %".915" to i32
  %".919" = icmp ne i32 %".918", 0
  %".920" = and i1 %".917", %".919"
  %".921" = select  i1 %".920", i32 16777216, i32 0
  %".922" = or i32 %".911", %".921"
  %".923" = zext i32 25 to i64
  %".924" = getelementptr i32, ptr %".639", i64 %".923"
  %".925" = load i32, ptr %".924", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".926" = zext i32 %".925" to i64
  %".927" = and i32 %".647", 33554432
  %".928" = icmp ne i32 %".927", 0
  %".929" = trunc i64 %".926" to i32
  %".930" = icmp ne i32 %".929", 0
  %".931" = and i1 %".928", %".930"
  %".932" = select  i1 %".931", i32 33554432, i32 0
  %".933" = or i32 %".922", %".932"
  %".934" = zext i32 26 to i64
  %".935" = getelementptr i32, ptr %".639", i64 %".934"
  %".936" = load i32, ptr %".935", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".937" = zext i32 %".936" to i64
  %".938" = and i32 %".647", 67108864
  %".939" = icmp ne i32 %".938", 0
  %".940" = trunc i64 %".937" to i32
  %".941" = icmp ne i32 %".940", 0
  %".942" = and i1 %".939", %".941"
  %".943" = select  i1 %".942", i32 67108864, i32 0
  %".944" = or i32 %".933", %".943"
  %".945" = zext i32 27 to i64
  %".946" = getelementptr i32, ptr %".639", i64 %".945"
  %".947" = load i32, ptr %".946", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".948" = zext i32 %".947" to i64
  %".949" = and i32 %".647", 134217728
  %".950" = icmp ne i32 %".949", 0
  %".951" = trunc i64 %".948" to i32
  %".952" = icmp ne i32 %".951", 0
  %".953" = and i1 %".950", %".952"
  %".954" = select  i1 %".953", i32 134217728, i32 0
  %".955" = or i32 %".944", %".954"
  %".956" = zext i32 28 to i64
  %".957" = getelementptr i32, ptr %".639", i64 %".956"
  %".958" = load i32, ptr %".957", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".959" = zext i32 %".958" to i64
  %".960" = and i32 %".647", 268435456
  %".961" = icmp ne i32 %".960", 0
  %".962" = trunc i64 %".959" to i32
  %".963" = icmp ne i32 %".962", 0
  %".964" = and i1 %".961", %".963"
  %".965" = select  i1 %".964", i32 268435456, i32 0
  %".966" = or i32 %".955", %".965"
  %".967" = zext i32 29 to i64
  %".968" = getelementptr i32, ptr %".639", i64 %".967"
  %".969" = load i32, ptr %".968", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".970" = zext i32 %".969" to i64
  %".971" = and i32 %".647", 536870912
  %".972" = icmp ne i32 %".971", 0
  %".973" = trunc i64 %".970" to i32
  %".974" = icmp ne i32 %".973", 0
  %".975" = and i1 %".972", %".974"
  %".976" = select  i1 %".975", i32 536870912, i32 0
  %".977" = or i32 %".966", %".976"
  %".978" = zext i32 30 to i64
  %".979" = getelementptr i32, ptr %".639", i64 %".978"
  %".980" = load i32, ptr %".979", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".981" = zext i32 %".980" to i64
  %".982" = and i32 %".647", 1073741824
  %".983" = icmp ne i32 %".982", 0
  %".984" = trunc i64 %".981" to i32
  %".985" = icmp ne i32 %".984", 0
  %".986" = and i1 %".983", %".985"
  %".987" = select  i1 %".986", i32 1073741824, i32 0
  %".988" = or i32 %".977", %".987"
  %".989" = zext i32 31 to i64
  %".990" = getelementptr i32, ptr %".639", i64 %".989"
  %".991" = load i32, ptr %".990", !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".992" = zext i32 %".991" to i64
  %".993" = and i32 %".647", 2147483648
  %".994" = icmp ne i32 %".993", 0
  %".995" = trunc i64 %".992" to i32
  %".996" = icmp ne i32 %".995", 0
  %".997" = and i1 %".994", %".996"
  %".998" = select  i1 %".997", i32 2147483648, i32 0
  %".999" = or i32 %".988", %".998"
  %".1000" = icmp ne i32 %".999", 0
  store i1 %".1000", i1* %"p2", !noalias !16, !llvm.access.group !17
  %".1002" = load i1, i1* %"p2", !noalias !16, !llvm.access.group !17
  %".1003" = select  i1 %".1002", i32 1, i32 0
  store i32 %".1003", i32* %"r6", !noalias !16, !llvm.access.group !17
  %".1005" = load i32, i32* %"r4", !noalias !16, !llvm.access.group !17
  %".1006" = load i32, i32* %"r5", !noalias !16, !llvm.access.group !17
  %".1007" = add i32 %".1005", %".1006"
  store i32 %".1007", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1009" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1010" = load i32, i32* %"r6", !noalias !16, !llvm.access.group !17
  %".1011" = add i32 %".1009", %".1010"
  store i32 %".1011", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".1013" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".1014" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".1015" = add i64 %".1013", %".1014"
  store i64 %".1015", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".1017" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".1018" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".1019" = inttoptr i64 %".1018" to ptr
  %".1020" = getelementptr i8, ptr %".1019", i64 %".1017"
  %".1021" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  store i32 %".1021", ptr %".1020", align 4, !noalias !16, !llvm.access.group !17
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
  %".27" = mul nuw nsw i64 %".26", 0
  %".28" = zext i32 %".4" to i64
  %".29" = mul nuw nsw i64 %".28", 4
  %".30" = add nuw nsw i64 %".27", %".29"
  %".31" = getelementptr i8, ptr %".23", i64 %".30"
  store i32 %".21", ptr %".31"
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
  %".828" = load i32, i32* %"or"
  %".829" = getelementptr i32, ptr %".5", i32 0
  store i32 %".828", ptr %".829"
  %".831" = load i32, i32* %"and"
  %".832" = getelementptr i32, ptr %".5", i32 1
  store i32 %".831", ptr %".832"
  %".834" = load i32, i32* %"at.bar"
  %".835" = getelementptr i32, ptr %".5", i32 2
  store i32 %".834", ptr %".835"
  %".837" = load i32, i32* %"exited"
  %".838" = getelementptr i32, ptr %".5", i32 3
  store i32 %".837", ptr %".838"
  %".840" = load i32, i32* %"at.step"
  %".841" = getelementptr i32, ptr %".5", i32 4
  store i32 %".840", ptr %".841"
  ret void
start:
  br label %"block0"
warp:
  %".745" = mul nuw nsw i32 %".3", 32
  %".746" = icmp eq i32 %".4", -1
  %".747" = add i32 %".745", 32
  %".748" = icmp ule i32 %".747", %".13"
  %".749" = and i1 %".746", %".748"
  %".750" = and i1 %".749", %".29"
  br i1 %".750", label %"warp.check", label %"warp.each"
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
  %".47" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".46", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".43", i32 %".13")
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
  %".193" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".192", i32 %".189", i32 0, i32 0, i32 3, i32 %".189", i32 %".13")
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
  %".284" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".283", i32 %".280", i32 0, i32 0, i32 2, i32 %".280", i32 %".13")
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
  %".333" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".332", i32 %".329", i32 0, i32 0, i32 4, i32 %".329", i32 %".13")
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
  %".382" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".381", i32 %".378", i32 0, i32 0, i32 5, i32 %".378", i32 %".13")
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
  %".478" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".477", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 3, i32 %".474", i32 %".13")
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
step.some:
  br i1 %".29", label %"run.scan", label %"step.each"
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
  br i1 %".548", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".520", label %"step.some" [i32 3, label %"block3"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".585", %"run.scan.body"]
  %".557" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".557", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".559" = mul nuw nsw i64 %".26", 0
  %".560" = zext i32 %"run.scan.1" to i64
  %".561" = mul nuw nsw i64 %".560", 4
  %".562" = add nuw nsw i64 %".559", %".561"
  %".563" = getelementptr i8, ptr %".23", i64 %".562"
  %".564" = load i32, ptr %".563"
  %".565" = and i32 %".564", 15
  %".566" = icmp eq i32 %".565", 5
  %".567" = load i32, i32* %"run.first"
  %".568" = icmp eq i32 %".567", -1
  %".569" = and i1 %".566", %".568"
  %".570" = select  i1 %".569", i32 %"run.scan.1", i32 %".567"
  store i32 %".570", i32* %"run.first"
  %".572" = load i32, i32* %"run.code"
  %".573" = select  i1 %".569", i32 %".564", i32 %".572"
  store i32 %".573", i32* %"run.code"
  %".575" = icmp ne i32 %".567", -1
  %".576" = load i32, i32* %"run.end"
  %".577" = icmp eq i32 %".576", -1
  %".578" = load i32, i32* %"run.code"
  %".579" = icmp ne i32 %".564", %".578"
  %".580" = and i1 %".577", %".579"
  %".581" = and i1 %".575", %".580"
  %".582" = load i32, i32* %"run.end"
  %".583" = select  i1 %".581", i32 %"run.scan.1", i32 %".582"
  store i32 %".583", i32* %"run.end"
  %".585" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".587" = load i32, i32* %"run.end"
  %".588" = icmp eq i32 %".587", -1
  %".589" = select  i1 %".588", i32 %".13", i32 %".587"
  store i32 %".589", i32* %"run.end"
  %".591" = load i32, i32* %"run.first"
  %".592" = sub i32 %".589", %".591"
  %".593" = load i32, i32* %"run.first"
  %".594" = icmp ne i32 %".593", -1
  %".595" = shl i32 %".592", 1
  %".596" = icmp uge i32 %".595", %".13"
  %".597" = and i1 %".594", %".596"
  br i1 %".597", label %"run.found", label %"step.each"
run.found:
  %".599" = load i32, i32* %"run.code"
  %".600" = lshr i32 %".599", 4
  %".601" = load i32, i32* %"run.first"
  %".602" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".650", %"others.body.endif"]
  %".604" = icmp slt i32 %"others", %".13"
  br i1 %".604", label %"others.body", label %"others.end"
others.body:
  %".606" = icmp ult i32 %"others", %".601"
  %".607" = icmp uge i32 %"others", %".602"
  %".608" = or i1 %".606", %".607"
  %".609" = mul nuw nsw i64 %".26", 0
  %".610" = zext i32 %"others" to i64
  %".611" = mul nuw nsw i64 %".610", 4
  %".612" = add nuw nsw i64 %".609", %".611"
  %".613" = getelementptr i8, ptr %".23", i64 %".612"
  %".614" = load i32, ptr %".613"
  %".615" = and i32 %".614", 15
  %".616" = icmp eq i32 %".615", 5
  %".617" = and i1 %".608", %".616"
  br i1 %".617", label %"others.body.if", label %"others.body.endif"
others.end:
  switch i32 %".600", label %"run.other" [i32 3, label %"run3"]
others.body.if:
  %".619" = mul nuw nsw i64 %".26", 0
  %".620" = zext i32 %"others" to i64
  %".621" = mul nuw nsw i64 %".620", 4
  %".622" = add nuw nsw i64 %".619", %".621"
  %".623" = getelementptr i8, ptr %".23", i64 %".622"
  %".624" = load i32, ptr %".623"
  %".625" = lshr i32 %".624", 4
  %".626" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".625", i32 %"others")
  %".627" = and i32 %".626", 15
  %".628" = load i32, i32* %"or"
  %".629" = or i32 %".628", %".626"
  store i32 %".629", i32* %"or"
  %".631" = load i32, i32* %"and"
  %".632" = and i32 %".631", %".626"
  store i32 %".632", i32* %"and"
  %".634" = load i32, i32* %"at.bar"
  %".635" = icmp eq i32 %".627", 2
  %".636" = zext i1 %".635" to i32
  %".637" = add i32 %".634", %".636"
  store i32 %".637", i32* %"at.bar"
  %".639" = load i32, i32* %"exited"
  %".640" = icmp eq i32 %".627", 3
  %".641" = zext i1 %".640" to i32
  %".642" = add i32 %".639", %".641"
  store i32 %".642", i32* %"exited"
  %".644" = load i32, i32* %"at.step"
  %".645" = icmp eq i32 %".627", 5
  %".646" = zext i1 %".645" to i32
  %".647" = add i32 %".644", %".646"
  store i32 %".647", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".650" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
run3:
  %".653" = load i32, i32* %"run.first"
  %".654" = load i32, i32* %"run.end"
  br label %"run.head"
run.head:
  %"run" = phi  i32 [%".653", %"run3"], [%".690", %"run.body"]
  %".656" = icmp slt i32 %"run", %".654"
  br i1 %".656", label %"run.body", label %"run.end.1"
run.body:
  %".658" = mul nuw nsw i32 %"run", 32
  %".659" = zext i32 %".658" to i64
  %".660" = getelementptr i8, ptr %".21", i64 %".659"
  %".661" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".660", i32 %"run", i32 0, i32 0, i32 3, i32 %"run", i32 %".13")
  %".662" = mul nuw nsw i64 %".26", 0
  %".663" = zext i32 %"run" to i64
  %".664" = mul nuw nsw i64 %".663", 4
  %".665" = add nuw nsw i64 %".662", %".664"
  %".666" = getelementptr i8, ptr %".23", i64 %".665"
  store i32 %".661", ptr %".666", !llvm.access.group !17, !tbaa !27
  %".668" = and i32 %".661", 15
  %".669" = load i32, i32* %"or"
  %".670" = or i32 %".669", %".661"
  store i32 %".670", i32* %"or"
  %".672" = load i32, i32* %"and"
  %".673" = and i32 %".672", %".661"
  store i32 %".673", i32* %"and"
  %".675" = load i32, i32* %"at.bar"
  %".676" = icmp eq i32 %".668", 2
  %".677" = zext i1 %".676" to i32
  %".678" = add i32 %".675", %".677"
  store i32 %".678", i32* %"at.bar"
  %".680" = load i32, i32* %"exited"
  %".681" = icmp eq i32 %".668", 3
  %".682" = zext i1 %".681" to i32
  %".683" = add i32 %".680", %".682"
  store i32 %".683", i32* %"exited"
  %".685" = load i32, i32* %"at.step"
  %".686" = icmp eq i32 %".668", 5
  %".687" = zext i1 %".686" to i32
  %".688" = add i32 %".685", %".687"
  store i32 %".688", i32* %"at.step"
  %".690" = add i32 %"run", 1
  br label %"run.head", !llvm.loop !39
run.end.1:
  br label %"done"
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".742", %"each.body.3.endif"]
  %".695" = icmp slt i32 %"each.4", %".13"
  br i1 %".695", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".697" = add i32 0, %"each.4"
  %".698" = mul nuw nsw i64 %".26", 0
  %".699" = zext i32 %".697" to i64
  %".700" = mul nuw nsw i64 %".699", 4
  %".701" = add nuw nsw i64 %".698", %".700"
  %".702" = getelementptr i8, ptr %".23", i64 %".701"
  %".703" = load i32, ptr %".702"
  %".704" = and i32 %".703", 15
  %".705" = icmp eq i32 %".704", 5
  br i1 %".705", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".742" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".708" = mul nuw nsw i64 %".26", 0
  %".709" = zext i32 %".697" to i64
  %".710" = mul nuw nsw i64 %".709", 4
  %".711" = add nuw nsw i64 %".708", %".710"
  %".712" = getelementptr i8, ptr %".23", i64 %".711"
  %".713" = load i32, ptr %".712"
  %".714" = lshr i32 %".713", 4
  %".715" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".714", i32 %".697")
  %".716" = and i32 %".715", 15
  %".717" = icmp eq i32 %".716", 5
  br i1 %".717", label %"each.step", label %"each.stop"
each.stop:
  %".719" = and i32 %".715", 15
  %".720" = load i32, i32* %"or"
  %".721" = or i32 %".720", %".715"
  store i32 %".721", i32* %"or"
  %".723" = load i32, i32* %"and"
  %".724" = and i32 %".723", %".715"
  store i32 %".724", i32* %"and"
  %".726" = load i32, i32* %"at.bar"
  %".727" = icmp eq i32 %".719", 2
  %".728" = zext i1 %".727" to i32
  %".729" = add i32 %".726", %".728"
  store i32 %".729", i32* %"at.bar"
  %".731" = load i32, i32* %"exited"
  %".732" = icmp eq i32 %".719", 3
  %".733" = zext i1 %".732" to i32
  %".734" = add i32 %".731", %".733"
  store i32 %".734", i32* %"exited"
  %".736" = load i32, i32* %"at.step"
  %".737" = icmp eq i32 %".719", 5
  %".738" = zext i1 %".737" to i32
  %".739" = add i32 %".736", %".738"
  store i32 %".739", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".753" = add nuw nsw i32 %".3", 1
  store i32 %".753", i32* %"hi"
  %".755" = add nuw nsw i32 %".745", 32
  store i32 %".755", i32* %"end"
  %".757" = mul nuw nsw i64 %".26", 0
  %".758" = zext i32 %".745" to i64
  %".759" = mul nuw nsw i64 %".758", 4
  %".760" = add nuw nsw i64 %".757", %".759"
  %".761" = getelementptr i8, ptr %".23", i64 %".760"
  %".762" = load i32, ptr %".761"
  %".763" = lshr i32 %".762", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".781", %"same.body.2"]
  %".766" = icmp slt i32 %"same.3", 32
  br i1 %".766", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".768" = add i32 %".745", %"same.3"
  %".769" = mul nuw nsw i64 %".26", 0
  %".770" = zext i32 %".768" to i64
  %".771" = mul nuw nsw i64 %".770", 4
  %".772" = add nuw nsw i64 %".769", %".771"
  %".773" = getelementptr i8, ptr %".23", i64 %".772"
  %".774" = load i32, ptr %".773"
  %".775" = lshr i32 %".774", 4
  %".776" = icmp eq i32 %".775", %".763"
  %".777" = and i1 1, %".776"
  %".778" = load i1, i1* %"same"
  %".779" = and i1 %".778", %".777"
  store i1 %".779", i1* %"same"
  %".781" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".783" = load i1, i1* %"same"
  br i1 %".783", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".763", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".825", %"each.body.4.endif"]
  %".787" = icmp slt i32 %"each.5", 32
  br i1 %".787", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".789" = add i32 %".745", %"each.5"
  %".790" = shl i32 1, %"each.5"
  %".791" = and i32 %".4", %".790"
  %".792" = icmp ne i32 %".791", 0
  br i1 %".792", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".794" = mul nuw nsw i64 %".26", 0
  %".795" = zext i32 %".789" to i64
  %".796" = mul nuw nsw i64 %".795", 4
  %".797" = add nuw nsw i64 %".794", %".796"
  %".798" = getelementptr i8, ptr %".23", i64 %".797"
  %".799" = load i32, ptr %".798"
  %".800" = lshr i32 %".799", 4
  %".801" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".800", i32 %".789")
  %".802" = and i32 %".801", 15
  %".803" = load i32, i32* %"or"
  %".804" = or i32 %".803", %".801"
  store i32 %".804", i32* %"or"
  %".806" = load i32, i32* %"and"
  %".807" = and i32 %".806", %".801"
  store i32 %".807", i32* %"and"
  %".809" = load i32, i32* %"at.bar"
  %".810" = icmp eq i32 %".802", 2
  %".811" = zext i1 %".810" to i32
  %".812" = add i32 %".809", %".811"
  store i32 %".812", i32* %"at.bar"
  %".814" = load i32, i32* %"exited"
  %".815" = icmp eq i32 %".802", 3
  %".816" = zext i1 %".815" to i32
  %".817" = add i32 %".814", %".816"
  store i32 %".817", i32* %"exited"
  %".819" = load i32, i32* %"at.step"
  %".820" = icmp eq i32 %".802", 5
  %".821" = zext i1 %".820" to i32
  %".822" = add i32 %".819", %".821"
  store i32 %".822", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".825" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !40, !align !40
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !18
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !41
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !42
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
  br i1 %".61", label %"entry.if", label %"entry.endif", !prof !43
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
!39 = distinct !{!39, !23, !22, !19}
!40 = !{ i64 16 }
!41 = !{ i32 1, i32 -2147483648 }
!42 = !{ i32 1, i32 65536 }
!43 = !{ !"branch_weights", i32 1, i32 99 }