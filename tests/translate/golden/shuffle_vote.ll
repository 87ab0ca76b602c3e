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
  %".317" = and i32 %".7", 65535
  switch i32 %".317", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5"]
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
  %".213" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".214" = zext i1 %".213" to i64
  %".215" = trunc i64 %".214" to i32
  %".216" = getelementptr i8, ptr %".2", i64 224
  %".217" = load ptr, ptr %".216", !noalias !16, !llvm.access.group !17
  %".218" = zext i32 %".64" to i64
  %".219" = getelementptr i32, ptr %".217", i64 %".218"
  store i32 %".215", ptr %".219", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 65
resume4:
  %".222" = mul nuw nsw i64 %".16", 8
  %".223" = mul nuw nsw i64 %".17", 1
  %".224" = add nuw nsw i64 %".222", %".223"
  %".225" = getelementptr i8, ptr %".15", i64 %".224"
  %".226" = load i8, ptr %".225", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".227" = trunc i8 %".226" to i1
  store i1 %".227", i1* %"p1", !noalias !16, !llvm.access.group !17
  %".229" = lshr i32 %".64", 5
  %".230" = mul i32 %".229", 32
  %".231" = getelementptr i8, ptr %".2", i64 216
  %".232" = load ptr, ptr %".231", !noalias !16, !llvm.access.group !17
  %".233" = zext i32 %".230" to i64
  %".234" = getelementptr i32, ptr %".232", i64 %".233"
  %".235" = getelementptr i8, ptr %".2", i64 32
  %".236" = load ptr, ptr %".235", !noalias !16, !llvm.access.group !17
  %".237" = lshr i32 %".64", 5
  %".238" = zext i32 %".237" to i64
  %".239" = getelementptr i64, ptr %".236", i64 %".238"
  %".240" = load i64, ptr %".239", !noalias !16, !llvm.access.group !17
  %".241" = trunc i64 %".240" to i32
  %".242" = and i32 %".241", 4294967295
  %".243" = load <32 x i32>, ptr %".234", align 4, !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".244" = icmp ne <32 x i32> %".243", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".245" = bitcast <32 x i1> %".244" to i32
  %".246" = and i32 %".245", %".242"
  store i32 %".246", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".248" = mul nuw nsw i64 %".16", 20
  %".249" = mul nuw nsw i64 %".17", 4
  %".250" = add nuw nsw i64 %".248", %".249"
  %".251" = getelementptr i8, ptr %".15", i64 %".250"
  store i32 %".246", ptr %".251", !alias.scope !8, !noalias !12, !llvm.access.group !17
  %".253" = load i1, i1* %"p1", !noalias !16, !llvm.access.group !17
  %".254" = zext i1 %".253" to i64
  %".255" = trunc i64 %".254" to i32
  %".256" = getelementptr i8, ptr %".2", i64 224
  %".257" = load ptr, ptr %".256", !noalias !16, !llvm.access.group !17
  %".258" = zext i32 %".64" to i64
  %".259" = getelementptr i32, ptr %".257", i64 %".258"
  store i32 %".255", ptr %".259", !alias.scope !11, !noalias !15, !llvm.access.group !17
  ret i32 81
resume5:
  %".262" = mul nuw nsw i64 %".16", 16
  %".263" = mul nuw nsw i64 %".17", 4
  %".264" = add nuw nsw i64 %".262", %".263"
  %".265" = getelementptr i8, ptr %".15", i64 %".264"
  %".266" = load i32, ptr %".265", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".266", i32* %"r4", !noalias !16, !llvm.access.group !17
  %".268" = mul nuw nsw i64 %".16", 20
  %".269" = mul nuw nsw i64 %".17", 4
  %".270" = add nuw nsw i64 %".268", %".269"
  %".271" = getelementptr i8, ptr %".15", i64 %".270"
  %".272" = load i32, ptr %".271", !alias.scope !8, !noalias !12, !llvm.access.group !17
  store i32 %".272", i32* %"r5", !noalias !16, !llvm.access.group !17
  %".274" = lshr i32 %".64", 5
  %".275" = mul i32 %".274", 32
  %".276" = getelementptr i8, ptr %".2", i64 216
  %".277" = load ptr, ptr %".276", !noalias !16, !llvm.access.group !17
  %".278" = zext i32 %".275" to i64
  %".279" = getelementptr i32, ptr %".277", i64 %".278"
  %".280" = getelementptr i8, ptr %".2", i64 32
  %".281" = load ptr, ptr %".280", !noalias !16, !llvm.access.group !17
  %".282" = lshr i32 %".64", 5
  %".283" = zext i32 %".282" to i64
  %".284" = getelementptr i64, ptr %".281", i64 %".283"
  %".285" = load i64, ptr %".284", !noalias !16, !llvm.access.group !17
  %".286" = trunc i64 %".285" to i32
  %".287" = and i32 %".286", 4294967295
  %".288" = load <32 x i32>, ptr %".279", align 4, !alias.scope !10, !noalias !14, !llvm.access.group !17
  %".289" = icmp ne <32 x i32> %".288", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".290" = bitcast <32 x i1> %".289" to i32
  %".291" = and i32 %".290", %".287"
  %".292" = icmp ne i32 %".291", 0
  store i1 %".292", i1* %"p2", !noalias !16, !llvm.access.group !17
  %".294" = load i1, i1* %"p2", !noalias !16, !llvm.access.group !17
  %".295" = select  i1 %".294", i32 1, i32 0
  store i32 %".295", i32* %"r6", !noalias !16, !llvm.access.group !17
  %".297" = load i32, i32* %"r4", !noalias !16, !llvm.access.group !17
  %".298" = load i32, i32* %"r5", !noalias !16, !llvm.access.group !17
  %".299" = add i32 %".297", %".298"
  store i32 %".299", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".301" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  %".302" = load i32, i32* %"r6", !noalias !16, !llvm.access.group !17
  %".303" = add i32 %".301", %".302"
  store i32 %".303", i32* %"r7", !noalias !16, !llvm.access.group !17
  %".305" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".306" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".307" = add i64 %".305", %".306"
  store i64 %".307", i64* %"rd5", !noalias !16, !llvm.access.group !17
  %".309" = load i64, i64* %"rd3", !noalias !16, !llvm.access.group !17
  %".310" = load i64, i64* %"rd2", !noalias !16, !llvm.access.group !17
  %".311" = inttoptr i64 %".310" to ptr
  %".312" = getelementptr i8, ptr %".311", i64 %".309"
  %".313" = load i32, i32* %"r7", !noalias !16, !llvm.access.group !17
  store i32 %".313", ptr %".312", align 4, !noalias !16, !llvm.access.group !17
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
  %".29" = icmp eq i32 %".19", 1
  %".30" = icmp eq i32 %".21", 1
  %".31" = and i1 %".29", %".30"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".798" = load i32, i32* %"or"
  %".799" = getelementptr i32, ptr %".5", i32 0
  store i32 %".798", ptr %".799"
  %".801" = load i32, i32* %"and"
  %".802" = getelementptr i32, ptr %".5", i32 1
  store i32 %".801", ptr %".802"
  %".804" = load i32, i32* %"at.bar"
  %".805" = getelementptr i32, ptr %".5", i32 2
  store i32 %".804", ptr %".805"
  %".807" = load i32, i32* %"exited"
  %".808" = getelementptr i32, ptr %".5", i32 3
  store i32 %".807", ptr %".808"
  %".810" = load i32, i32* %"at.step"
  %".811" = getelementptr i32, ptr %".5", i32 4
  store i32 %".810", ptr %".811"
  ret void
start:
  br label %"block0"
warp:
  %".715" = mul nuw nsw i32 %".3", 32
  %".716" = icmp eq i32 %".4", -1
  %".717" = add i32 %".715", 32
  %".718" = icmp ule i32 %".717", %".13"
  %".719" = and i1 %".716", %".718"
  %".720" = and i1 %".719", %".31"
  br i1 %".720", label %"warp.check", label %"warp.each"
at.barrier:
  %".88" = icmp ne i32 %".4", -1
  br i1 %".88", label %"known", label %"scan"
all.at.warp:
  br i1 %".31", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".461" = icmp ne i32 %".4", -1
  br i1 %".461", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !20
tx.head:
  %"tx" = phi  i32 [%".42", %"ty.body"], [%".80", %"tx.body"]
  %".45" = icmp slt i32 %"tx", %".43"
  br i1 %".45", label %"tx.body", label %"tx.end"
tx.body:
  %".47" = add nuw nsw i32 %"tx", %".41"
  %".48" = mul nuw nsw i32 %".47", 32
  %".49" = zext i32 %".48" to i64
  %".50" = getelementptr i8, ptr %".23", i64 %".49"
  %".51" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".50", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".47", i32 %".13")
  %".52" = mul nuw nsw i64 %".28", 0
  %".53" = zext i32 %".47" to i64
  %".54" = mul nuw nsw i64 %".53", 4
  %".55" = add nuw nsw i64 %".52", %".54"
  %".56" = getelementptr i8, ptr %".25", i64 %".55"
  store i32 %".51", ptr %".56", !llvm.access.group !17, !tbaa !27
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
  br label %"tx.head", !llvm.loop !24
tx.end:
  %".82" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !21
each:
  br label %"each.head"
known:
  %".90" = lshr i32 %".4", 4
  switch i32 %".90", label %"scan" []
scan:
  %".92" = mul nuw nsw i64 %".28", 0
  %".93" = zext i32 0 to i64
  %".94" = mul nuw nsw i64 %".93", 4
  %".95" = add nuw nsw i64 %".92", %".94"
  %".96" = getelementptr i8, ptr %".25", i64 %".95"
  %".97" = load i32, ptr %".96"
  %".98" = lshr i32 %".97", 4
  store i1 1, i1* %"same"
  br label %"same.head"
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".124", %"same.body"]
  %".101" = icmp slt i32 %"same.1", %".13"
  br i1 %".101", label %"same.body", label %"same.end"
same.body:
  %".103" = add i32 0, %"same.1"
  %".104" = mul nuw nsw i64 %".28", 0
  %".105" = zext i32 %".103" to i64
  %".106" = mul nuw nsw i64 %".105", 4
  %".107" = add nuw nsw i64 %".104", %".106"
  %".108" = getelementptr i8, ptr %".25", i64 %".107"
  %".109" = load i32, ptr %".108"
  %".110" = and i32 %".109", 15
  %".111" = icmp eq i32 %".110", 2
  %".112" = mul nuw nsw i64 %".28", 0
  %".113" = zext i32 %".103" to i64
  %".114" = mul nuw nsw i64 %".113", 4
  %".115" = add nuw nsw i64 %".112", %".114"
  %".116" = getelementptr i8, ptr %".25", i64 %".115"
  %".117" = load i32, ptr %".116"
  %".118" = lshr i32 %".117", 4
  %".119" = icmp eq i32 %".118", %".98"
  %".120" = and i1 %".111", %".119"
  %".121" = load i1, i1* %"same"
  %".122" = and i1 %".121", %".120"
  store i1 %".122", i1* %"same"
  %".124" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".126" = load i1, i1* %"same"
  br i1 %".126", label %"uniform", label %"each"
uniform:
  switch i32 %".98", label %"each" []
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".173", %"each.body.endif"]
  %".130" = icmp slt i32 %"each.1", %".13"
  br i1 %".130", label %"each.body", label %"each.end"
each.body:
  %".132" = add i32 0, %"each.1"
  %".133" = mul nuw nsw i64 %".28", 0
  %".134" = zext i32 %".132" to i64
  %".135" = mul nuw nsw i64 %".134", 4
  %".136" = add nuw nsw i64 %".133", %".135"
  %".137" = getelementptr i8, ptr %".25", i64 %".136"
  %".138" = load i32, ptr %".137"
  %".139" = and i32 %".138", 15
  %".140" = icmp eq i32 %".139", 2
  br i1 %".140", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".142" = mul nuw nsw i64 %".28", 0
  %".143" = zext i32 %".132" to i64
  %".144" = mul nuw nsw i64 %".143", 4
  %".145" = add nuw nsw i64 %".142", %".144"
  %".146" = getelementptr i8, ptr %".25", i64 %".145"
  %".147" = load i32, ptr %".146"
  %".148" = lshr i32 %".147", 4
  %".149" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".148", i32 %".132")
  %".150" = and i32 %".149", 15
  %".151" = load i32, i32* %"or"
  %".152" = or i32 %".151", %".149"
  store i32 %".152", i32* %"or"
  %".154" = load i32, i32* %"and"
  %".155" = and i32 %".154", %".149"
  store i32 %".155", i32* %"and"
  %".157" = load i32, i32* %"at.bar"
  %".158" = icmp eq i32 %".150", 2
  %".159" = zext i1 %".158" to i32
  %".160" = add i32 %".157", %".159"
  store i32 %".160", i32* %"at.bar"
  %".162" = load i32, i32* %"exited"
  %".163" = icmp eq i32 %".150", 3
  %".164" = zext i1 %".163" to i32
  %".165" = add i32 %".162", %".164"
  store i32 %".165", i32* %"exited"
  %".167" = load i32, i32* %"at.step"
  %".168" = icmp eq i32 %".150", 5
  %".169" = zext i1 %".168" to i32
  %".170" = add i32 %".167", %".169"
  store i32 %".170", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".173" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".178" = lshr i32 %".13", 5
  store i32 %".178", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".181" = lshr i32 %".4", 4
  switch i32 %".181", label %"all.at.warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
lanes1:
  %".183" = load i32, i32* %"lo"
  %".184" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".183", %"lanes1"], [%".228", %"lane.end"]
  %".186" = icmp slt i32 %"warp.1", %".184"
  br i1 %".186", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".188" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_warp_vote_1"(ptr %".1", ptr %".2", i32 %".188")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".230" = mul nuw nsw i32 %".184", %"warp.size.1"
  store i32 %".230", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".226", %"lane.body"]
  %".191" = icmp slt i32 %"lane", 32
  br i1 %".191", label %"lane.body", label %"lane.end"
lane.body:
  %".193" = add nuw nsw i32 %".188", %"lane"
  %".194" = mul nuw nsw i32 %".193", 32
  %".195" = zext i32 %".194" to i64
  %".196" = getelementptr i8, ptr %".23", i64 %".195"
  %".197" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".196", i32 %".193", i32 0, i32 0, i32 3, i32 %".193", i32 %".13")
  %".198" = mul nuw nsw i64 %".28", 0
  %".199" = zext i32 %".193" to i64
  %".200" = mul nuw nsw i64 %".199", 4
  %".201" = add nuw nsw i64 %".198", %".200"
  %".202" = getelementptr i8, ptr %".25", i64 %".201"
  store i32 %".197", ptr %".202", !llvm.access.group !17, !tbaa !27
  %".204" = and i32 %".197", 15
  %".205" = load i32, i32* %"or"
  %".206" = or i32 %".205", %".197"
  store i32 %".206", i32* %"or"
  %".208" = load i32, i32* %"and"
  %".209" = and i32 %".208", %".197"
  store i32 %".209", i32* %"and"
  %".211" = load i32, i32* %"at.bar"
  %".212" = icmp eq i32 %".204", 2
  %".213" = zext i1 %".212" to i32
  %".214" = add i32 %".211", %".213"
  store i32 %".214", i32* %"at.bar"
  %".216" = load i32, i32* %"exited"
  %".217" = icmp eq i32 %".204", 3
  %".218" = zext i1 %".217" to i32
  %".219" = add i32 %".216", %".218"
  store i32 %".219", i32* %"exited"
  %".221" = load i32, i32* %"at.step"
  %".222" = icmp eq i32 %".204", 5
  %".223" = zext i1 %".222" to i32
  %".224" = add i32 %".221", %".223"
  store i32 %".224", i32* %"at.step"
  %".226" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !29
lane.end:
  %".228" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !28
lanes.tail:
  %".232" = load i32, i32* %"tail"
  %".233" = load i32, i32* %"end"
  %".234" = sub i32 %".233", %".232"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".271", %"each.body.1.endif"]
  %".236" = icmp slt i32 %"each.2", %".234"
  br i1 %".236", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".238" = add i32 %".232", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".240" = mul nuw nsw i64 %".28", 0
  %".241" = zext i32 %".238" to i64
  %".242" = mul nuw nsw i64 %".241", 4
  %".243" = add nuw nsw i64 %".240", %".242"
  %".244" = getelementptr i8, ptr %".25", i64 %".243"
  %".245" = load i32, ptr %".244"
  %".246" = lshr i32 %".245", 4
  %".247" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".246", i32 %".238")
  %".248" = and i32 %".247", 15
  %".249" = load i32, i32* %"or"
  %".250" = or i32 %".249", %".247"
  store i32 %".250", i32* %"or"
  %".252" = load i32, i32* %"and"
  %".253" = and i32 %".252", %".247"
  store i32 %".253", i32* %"and"
  %".255" = load i32, i32* %"at.bar"
  %".256" = icmp eq i32 %".248", 2
  %".257" = zext i1 %".256" to i32
  %".258" = add i32 %".255", %".257"
  store i32 %".258", i32* %"at.bar"
  %".260" = load i32, i32* %"exited"
  %".261" = icmp eq i32 %".248", 3
  %".262" = zext i1 %".261" to i32
  %".263" = add i32 %".260", %".262"
  store i32 %".263", i32* %"exited"
  %".265" = load i32, i32* %"at.step"
  %".266" = icmp eq i32 %".248", 5
  %".267" = zext i1 %".266" to i32
  %".268" = add i32 %".265", %".267"
  store i32 %".268", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".271" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes2:
  %".275" = load i32, i32* %"lo"
  %".276" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".275", %"lanes2"], [%".319", %"lane.end.1"]
  %".278" = icmp slt i32 %"warp.2", %".276"
  br i1 %".278", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".280" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".321" = mul nuw nsw i32 %".276", %"warp.size.3"
  store i32 %".321", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".317", %"lane.body.1"]
  %".282" = icmp slt i32 %"lane.1", 32
  br i1 %".282", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".284" = add nuw nsw i32 %".280", %"lane.1"
  %".285" = mul nuw nsw i32 %".284", 32
  %".286" = zext i32 %".285" to i64
  %".287" = getelementptr i8, ptr %".23", i64 %".286"
  %".288" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".287", i32 %".284", i32 0, i32 0, i32 2, i32 %".284", i32 %".13")
  %".289" = mul nuw nsw i64 %".28", 0
  %".290" = zext i32 %".284" to i64
  %".291" = mul nuw nsw i64 %".290", 4
  %".292" = add nuw nsw i64 %".289", %".291"
  %".293" = getelementptr i8, ptr %".25", i64 %".292"
  store i32 %".288", ptr %".293", !llvm.access.group !17, !tbaa !27
  %".295" = and i32 %".288", 15
  %".296" = load i32, i32* %"or"
  %".297" = or i32 %".296", %".288"
  store i32 %".297", i32* %"or"
  %".299" = load i32, i32* %"and"
  %".300" = and i32 %".299", %".288"
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
  %".317" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !31
lane.end.1:
  %".319" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !30
lanes4:
  %".324" = load i32, i32* %"lo"
  %".325" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".324", %"lanes4"], [%".368", %"lane.end.2"]
  %".327" = icmp slt i32 %"warp.3", %".325"
  br i1 %".327", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".329" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".370" = mul nuw nsw i32 %".325", %"warp.size.5"
  store i32 %".370", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".366", %"lane.body.2"]
  %".331" = icmp slt i32 %"lane.2", 32
  br i1 %".331", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".333" = add nuw nsw i32 %".329", %"lane.2"
  %".334" = mul nuw nsw i32 %".333", 32
  %".335" = zext i32 %".334" to i64
  %".336" = getelementptr i8, ptr %".23", i64 %".335"
  %".337" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".336", i32 %".333", i32 0, i32 0, i32 4, i32 %".333", i32 %".13")
  %".338" = mul nuw nsw i64 %".28", 0
  %".339" = zext i32 %".333" to i64
  %".340" = mul nuw nsw i64 %".339", 4
  %".341" = add nuw nsw i64 %".338", %".340"
  %".342" = getelementptr i8, ptr %".25", i64 %".341"
  store i32 %".337", ptr %".342", !llvm.access.group !17, !tbaa !27
  %".344" = and i32 %".337", 15
  %".345" = load i32, i32* %"or"
  %".346" = or i32 %".345", %".337"
  store i32 %".346", i32* %"or"
  %".348" = load i32, i32* %"and"
  %".349" = and i32 %".348", %".337"
  store i32 %".349", i32* %"and"
  %".351" = load i32, i32* %"at.bar"
  %".352" = icmp eq i32 %".344", 2
  %".353" = zext i1 %".352" to i32
  %".354" = add i32 %".351", %".353"
  store i32 %".354", i32* %"at.bar"
  %".356" = load i32, i32* %"exited"
  %".357" = icmp eq i32 %".344", 3
  %".358" = zext i1 %".357" to i32
  %".359" = add i32 %".356", %".358"
  store i32 %".359", i32* %"exited"
  %".361" = load i32, i32* %"at.step"
  %".362" = icmp eq i32 %".344", 5
  %".363" = zext i1 %".362" to i32
  %".364" = add i32 %".361", %".363"
  store i32 %".364", i32* %"at.step"
  %".366" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !33
lane.end.2:
  %".368" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !32
lanes5:
  %".373" = load i32, i32* %"lo"
  %".374" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".373", %"lanes5"], [%".417", %"lane.end.3"]
  %".376" = icmp slt i32 %"warp.4", %".374"
  br i1 %".376", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".378" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".419" = mul nuw nsw i32 %".374", %"warp.size.7"
  store i32 %".419", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".415", %"lane.body.3"]
  %".380" = icmp slt i32 %"lane.3", 32
  br i1 %".380", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".382" = add nuw nsw i32 %".378", %"lane.3"
  %".383" = mul nuw nsw i32 %".382", 32
  %".384" = zext i32 %".383" to i64
  %".385" = getelementptr i8, ptr %".23", i64 %".384"
  %".386" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".385", i32 %".382", i32 0, i32 0, i32 5, i32 %".382", i32 %".13")
  %".387" = mul nuw nsw i64 %".28", 0
  %".388" = zext i32 %".382" to i64
  %".389" = mul nuw nsw i64 %".388", 4
  %".390" = add nuw nsw i64 %".387", %".389"
  %".391" = getelementptr i8, ptr %".25", i64 %".390"
  store i32 %".386", ptr %".391", !llvm.access.group !17, !tbaa !27
  %".393" = and i32 %".386", 15
  %".394" = load i32, i32* %"or"
  %".395" = or i32 %".394", %".386"
  store i32 %".395", i32* %"or"
  %".397" = load i32, i32* %"and"
  %".398" = and i32 %".397", %".386"
  store i32 %".398", i32* %"and"
  %".400" = load i32, i32* %"at.bar"
  %".401" = icmp eq i32 %".393", 2
  %".402" = zext i1 %".401" to i32
  %".403" = add i32 %".400", %".402"
  store i32 %".403", i32* %"at.bar"
  %".405" = load i32, i32* %"exited"
  %".406" = icmp eq i32 %".393", 3
  %".407" = zext i1 %".406" to i32
  %".408" = add i32 %".405", %".407"
  store i32 %".408", i32* %"exited"
  %".410" = load i32, i32* %"at.step"
  %".411" = icmp eq i32 %".393", 5
  %".412" = zext i1 %".411" to i32
  %".413" = add i32 %".410", %".412"
  store i32 %".413", i32* %"at.step"
  %".415" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !35
lane.end.3:
  %".417" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !34
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".458", %"each.body.2.endif"]
  %".423" = icmp slt i32 %"each.3", %".13"
  br i1 %".423", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".425" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".427" = mul nuw nsw i64 %".28", 0
  %".428" = zext i32 %".425" to i64
  %".429" = mul nuw nsw i64 %".428", 4
  %".430" = add nuw nsw i64 %".427", %".429"
  %".431" = getelementptr i8, ptr %".25", i64 %".430"
  %".432" = load i32, ptr %".431"
  %".433" = lshr i32 %".432", 4
  %".434" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".433", i32 %".425")
  %".435" = and i32 %".434", 15
  %".436" = load i32, i32* %"or"
  %".437" = or i32 %".436", %".434"
  store i32 %".437", i32* %"or"
  %".439" = load i32, i32* %"and"
  %".440" = and i32 %".439", %".434"
  store i32 %".440", i32* %"and"
  %".442" = load i32, i32* %"at.bar"
  %".443" = icmp eq i32 %".435", 2
  %".444" = zext i1 %".443" to i32
  %".445" = add i32 %".442", %".444"
  store i32 %".445", i32* %"at.bar"
  %".447" = load i32, i32* %"exited"
  %".448" = icmp eq i32 %".435", 3
  %".449" = zext i1 %".448" to i32
  %".450" = add i32 %".447", %".449"
  store i32 %".450", i32* %"exited"
  %".452" = load i32, i32* %"at.step"
  %".453" = icmp eq i32 %".435", 5
  %".454" = zext i1 %".453" to i32
  %".455" = add i32 %".452", %".454"
  store i32 %".455", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".458" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".463" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".520" = mul nuw nsw i64 %".28", 0
  %".521" = zext i32 0 to i64
  %".522" = mul nuw nsw i64 %".521", 4
  %".523" = add nuw nsw i64 %".520", %".522"
  %".524" = getelementptr i8, ptr %".25", i64 %".523"
  %".525" = load i32, ptr %".524"
  %".526" = lshr i32 %".525", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".463", label %"step.scan" [i32 3, label %"block3"]
block3:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block3"], [%".517", %"ty.end.1"]
  %".467" = icmp slt i32 %"tz.1", %".21"
  br i1 %".467", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".515", %"tx.end.1"]
  %".470" = icmp slt i32 %"ty.1", %".19"
  br i1 %".470", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".472" = mul nuw nsw i32 %".19", %"tz.1"
  %".473" = add nuw nsw i32 %"ty.1", %".472"
  %".474" = mul nuw nsw i32 %".15", %".473"
  %".475" = load i32, i32* %"x.lo"
  %".476" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".517" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !36
tx.head.1:
  %"tx.1" = phi  i32 [%".475", %"ty.body.1"], [%".513", %"tx.body.1"]
  %".478" = icmp slt i32 %"tx.1", %".476"
  br i1 %".478", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".480" = add nuw nsw i32 %"tx.1", %".474"
  %".481" = mul nuw nsw i32 %".480", 32
  %".482" = zext i32 %".481" to i64
  %".483" = getelementptr i8, ptr %".23", i64 %".482"
  %".484" = call i32 @"__zk_region_warp_vote"(ptr %".1", ptr %".2", ptr %".483", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 3, i32 %".480", i32 %".13")
  %".485" = mul nuw nsw i64 %".28", 0
  %".486" = zext i32 %".480" to i64
  %".487" = mul nuw nsw i64 %".486", 4
  %".488" = add nuw nsw i64 %".485", %".487"
  %".489" = getelementptr i8, ptr %".25", i64 %".488"
  store i32 %".484", ptr %".489", !llvm.access.group !17, !tbaa !27
  %".491" = and i32 %".484", 15
  %".492" = load i32, i32* %"or"
  %".493" = or i32 %".492", %".484"
  store i32 %".493", i32* %"or"
  %".495" = load i32, i32* %"and"
  %".496" = and i32 %".495", %".484"
  store i32 %".496", i32* %"and"
  %".498" = load i32, i32* %"at.bar"
  %".499" = icmp eq i32 %".491", 2
  %".500" = zext i1 %".499" to i32
  %".501" = add i32 %".498", %".500"
  store i32 %".501", i32* %"at.bar"
  %".503" = load i32, i32* %"exited"
  %".504" = icmp eq i32 %".491", 3
  %".505" = zext i1 %".504" to i32
  %".506" = add i32 %".503", %".505"
  store i32 %".506", i32* %"exited"
  %".508" = load i32, i32* %"at.step"
  %".509" = icmp eq i32 %".491", 5
  %".510" = zext i1 %".509" to i32
  %".511" = add i32 %".508", %".510"
  store i32 %".511", i32* %"at.step"
  %".513" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !38
tx.end.1:
  %".515" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !37
step.some:
  br i1 %".31", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".552", %"same.body.1"]
  %".529" = icmp slt i32 %"same.2", %".13"
  br i1 %".529", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".531" = add i32 0, %"same.2"
  %".532" = mul nuw nsw i64 %".28", 0
  %".533" = zext i32 %".531" to i64
  %".534" = mul nuw nsw i64 %".533", 4
  %".535" = add nuw nsw i64 %".532", %".534"
  %".536" = getelementptr i8, ptr %".25", i64 %".535"
  %".537" = load i32, ptr %".536"
  %".538" = and i32 %".537", 15
  %".539" = icmp eq i32 %".538", 5
  %".540" = mul nuw nsw i64 %".28", 0
  %".541" = zext i32 %".531" to i64
  %".542" = mul nuw nsw i64 %".541", 4
  %".543" = add nuw nsw i64 %".540", %".542"
  %".544" = getelementptr i8, ptr %".25", i64 %".543"
  %".545" = load i32, ptr %".544"
  %".546" = lshr i32 %".545", 4
  %".547" = icmp eq i32 %".546", %".526"
  %".548" = and i1 %".539", %".547"
  %".549" = load i1, i1* %"same"
  %".550" = and i1 %".549", %".548"
  store i1 %".550", i1* %"same"
  %".552" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".554" = load i1, i1* %"same"
  br i1 %".554", label %"uniform.1", label %"step.some"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".526", label %"step.some" [i32 3, label %"block3"]
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".591", %"run.scan.body"]
  %".563" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".563", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".565" = mul nuw nsw i64 %".28", 0
  %".566" = zext i32 %"run.scan.1" to i64
  %".567" = mul nuw nsw i64 %".566", 4
  %".568" = add nuw nsw i64 %".565", %".567"
  %".569" = getelementptr i8, ptr %".25", i64 %".568"
  %".570" = load i32, ptr %".569"
  %".571" = and i32 %".570", 15
  %".572" = icmp eq i32 %".571", 5
  %".573" = load i32, i32* %"run.first"
  %".574" = icmp eq i32 %".573", -1
  %".575" = and i1 %".572", %".574"
  %".576" = select  i1 %".575", i32 %"run.scan.1", i32 %".573"
  store i32 %".576", i32* %"run.first"
  %".578" = load i32, i32* %"run.code"
  %".579" = select  i1 %".575", i32 %".570", i32 %".578"
  store i32 %".579", i32* %"run.code"
  %".581" = icmp ne i32 %".573", -1
  %".582" = load i32, i32* %"run.end"
  %".583" = icmp eq i32 %".582", -1
  %".584" = load i32, i32* %"run.code"
  %".585" = icmp ne i32 %".570", %".584"
  %".586" = and i1 %".583", %".585"
  %".587" = and i1 %".581", %".586"
  %".588" = load i32, i32* %"run.end"
  %".589" = select  i1 %".587", i32 %"run.scan.1", i32 %".588"
  store i32 %".589", i32* %"run.end"
  %".591" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".593" = load i32, i32* %"run.end"
  %".594" = icmp eq i32 %".593", -1
  %".595" = select  i1 %".594", i32 %".13", i32 %".593"
  store i32 %".595", i32* %"run.end"
  %".597" = load i32, i32* %"run.first"
  %".598" = sub i32 %".595", %".597"
  %".599" = load i32, i32* %"run.first"
  %".600" = icmp ne i32 %".599", -1
  %".601" = shl i32 %".598", 1
  %".602" = icmp uge i32 %".601", %".13"
  %".603" = and i1 %".600", %".602"
  br i1 %".603", label %"run.found", label %"step.each"
run.found:
  %".605" = load i32, i32* %"run.code"
  %".606" = lshr i32 %".605", 4
  %".607" = load i32, i32* %"run.first"
  %".608" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".656", %"others.body.endif"]
  %".610" = icmp slt i32 %"others", %".13"
  br i1 %".610", label %"others.body", label %"others.end"
others.body:
  %".612" = icmp ult i32 %"others", %".607"
  %".613" = icmp uge i32 %"others", %".608"
  %".614" = or i1 %".612", %".613"
  %".615" = mul nuw nsw i64 %".28", 0
  %".616" = zext i32 %"others" to i64
  %".617" = mul nuw nsw i64 %".616", 4
  %".618" = add nuw nsw i64 %".615", %".617"
  %".619" = getelementptr i8, ptr %".25", i64 %".618"
  %".620" = load i32, ptr %".619"
  %".621" = and i32 %".620", 15
  %".622" = icmp eq i32 %".621", 5
  %".623" = and i1 %".614", %".622"
  br i1 %".623", label %"others.body.if", label %"others.body.endif"
others.end:
  %".658" = load i32, i32* %"run.first"
  store i32 %".658", i32* %"x.lo"
  %".660" = load i32, i32* %"run.end"
  store i32 %".660", i32* %"x.hi"
  switch i32 %".606", label %"run.other" [i32 3, label %"block3"]
others.body.if:
  %".625" = mul nuw nsw i64 %".28", 0
  %".626" = zext i32 %"others" to i64
  %".627" = mul nuw nsw i64 %".626", 4
  %".628" = add nuw nsw i64 %".625", %".627"
  %".629" = getelementptr i8, ptr %".25", i64 %".628"
  %".630" = load i32, ptr %".629"
  %".631" = lshr i32 %".630", 4
  %".632" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".631", i32 %"others")
  %".633" = and i32 %".632", 15
  %".634" = load i32, i32* %"or"
  %".635" = or i32 %".634", %".632"
  store i32 %".635", i32* %"or"
  %".637" = load i32, i32* %"and"
  %".638" = and i32 %".637", %".632"
  store i32 %".638", i32* %"and"
  %".640" = load i32, i32* %"at.bar"
  %".641" = icmp eq i32 %".633", 2
  %".642" = zext i1 %".641" to i32
  %".643" = add i32 %".640", %".642"
  store i32 %".643", i32* %"at.bar"
  %".645" = load i32, i32* %"exited"
  %".646" = icmp eq i32 %".633", 3
  %".647" = zext i1 %".646" to i32
  %".648" = add i32 %".645", %".647"
  store i32 %".648", i32* %"exited"
  %".650" = load i32, i32* %"at.step"
  %".651" = icmp eq i32 %".633", 5
  %".652" = zext i1 %".651" to i32
  %".653" = add i32 %".650", %".652"
  store i32 %".653", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".656" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".712", %"each.body.3.endif"]
  %".665" = icmp slt i32 %"each.4", %".13"
  br i1 %".665", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".667" = add i32 0, %"each.4"
  %".668" = mul nuw nsw i64 %".28", 0
  %".669" = zext i32 %".667" to i64
  %".670" = mul nuw nsw i64 %".669", 4
  %".671" = add nuw nsw i64 %".668", %".670"
  %".672" = getelementptr i8, ptr %".25", i64 %".671"
  %".673" = load i32, ptr %".672"
  %".674" = and i32 %".673", 15
  %".675" = icmp eq i32 %".674", 5
  br i1 %".675", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".712" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".678" = mul nuw nsw i64 %".28", 0
  %".679" = zext i32 %".667" to i64
  %".680" = mul nuw nsw i64 %".679", 4
  %".681" = add nuw nsw i64 %".678", %".680"
  %".682" = getelementptr i8, ptr %".25", i64 %".681"
  %".683" = load i32, ptr %".682"
  %".684" = lshr i32 %".683", 4
  %".685" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".684", i32 %".667")
  %".686" = and i32 %".685", 15
  %".687" = icmp eq i32 %".686", 5
  br i1 %".687", label %"each.step", label %"each.stop"
each.stop:
  %".689" = and i32 %".685", 15
  %".690" = load i32, i32* %"or"
  %".691" = or i32 %".690", %".685"
  store i32 %".691", i32* %"or"
  %".693" = load i32, i32* %"and"
  %".694" = and i32 %".693", %".685"
  store i32 %".694", i32* %"and"
  %".696" = load i32, i32* %"at.bar"
  %".697" = icmp eq i32 %".689", 2
  %".698" = zext i1 %".697" to i32
  %".699" = add i32 %".696", %".698"
  store i32 %".699", i32* %"at.bar"
  %".701" = load i32, i32* %"exited"
  %".702" = icmp eq i32 %".689", 3
  %".703" = zext i1 %".702" to i32
  %".704" = add i32 %".701", %".703"
  store i32 %".704", i32* %"exited"
  %".706" = load i32, i32* %"at.step"
  %".707" = icmp eq i32 %".689", 5
  %".708" = zext i1 %".707" to i32
  %".709" = add i32 %".706", %".708"
  store i32 %".709", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".723" = add nuw nsw i32 %".3", 1
  store i32 %".723", i32* %"hi"
  %".725" = add nuw nsw i32 %".715", 32
  store i32 %".725", i32* %"end"
  %".727" = mul nuw nsw i64 %".28", 0
  %".728" = zext i32 %".715" to i64
  %".729" = mul nuw nsw i64 %".728", 4
  %".730" = add nuw nsw i64 %".727", %".729"
  %".731" = getelementptr i8, ptr %".25", i64 %".730"
  %".732" = load i32, ptr %".731"
  %".733" = lshr i32 %".732", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".751", %"same.body.2"]
  %".736" = icmp slt i32 %"same.3", 32
  br i1 %".736", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".738" = add i32 %".715", %"same.3"
  %".739" = mul nuw nsw i64 %".28", 0
  %".740" = zext i32 %".738" to i64
  %".741" = mul nuw nsw i64 %".740", 4
  %".742" = add nuw nsw i64 %".739", %".741"
  %".743" = getelementptr i8, ptr %".25", i64 %".742"
  %".744" = load i32, ptr %".743"
  %".745" = lshr i32 %".744", 4
  %".746" = icmp eq i32 %".745", %".733"
  %".747" = and i1 1, %".746"
  %".748" = load i1, i1* %"same"
  %".749" = and i1 %".748", %".747"
  store i1 %".749", i1* %"same"
  %".751" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".753" = load i1, i1* %"same"
  br i1 %".753", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".733", label %"warp.each" [i32 1, label %"lanes1" i32 2, label %"lanes2" i32 4, label %"lanes4" i32 5, label %"lanes5"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".795", %"each.body.4.endif"]
  %".757" = icmp slt i32 %"each.5", 32
  br i1 %".757", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".759" = add i32 %".715", %"each.5"
  %".760" = shl i32 1, %"each.5"
  %".761" = and i32 %".4", %".760"
  %".762" = icmp ne i32 %".761", 0
  br i1 %".762", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".764" = mul nuw nsw i64 %".28", 0
  %".765" = zext i32 %".759" to i64
  %".766" = mul nuw nsw i64 %".765", 4
  %".767" = add nuw nsw i64 %".764", %".766"
  %".768" = getelementptr i8, ptr %".25", i64 %".767"
  %".769" = load i32, ptr %".768"
  %".770" = lshr i32 %".769", 4
  %".771" = call i32 @"__zk_region_one_warp_vote"(ptr %".1", ptr %".2", i32 %".770", i32 %".759")
  %".772" = and i32 %".771", 15
  %".773" = load i32, i32* %"or"
  %".774" = or i32 %".773", %".771"
  store i32 %".774", i32* %"or"
  %".776" = load i32, i32* %"and"
  %".777" = and i32 %".776", %".771"
  store i32 %".777", i32* %"and"
  %".779" = load i32, i32* %"at.bar"
  %".780" = icmp eq i32 %".772", 2
  %".781" = zext i1 %".780" to i32
  %".782" = add i32 %".779", %".781"
  store i32 %".782", i32* %"at.bar"
  %".784" = load i32, i32* %"exited"
  %".785" = icmp eq i32 %".772", 3
  %".786" = zext i1 %".785" to i32
  %".787" = add i32 %".784", %".786"
  store i32 %".787", i32* %"exited"
  %".789" = load i32, i32* %"at.step"
  %".790" = icmp eq i32 %".772", 5
  %".791" = zext i1 %".790" to i32
  %".792" = add i32 %".789", %".791"
  store i32 %".792", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".795" = add i32 %"each.5", 1
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