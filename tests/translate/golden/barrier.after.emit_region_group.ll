; emit_region_group on block_sum
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
  %".29" = add nuw nsw i64 %".28", 16
  %".30" = icmp eq i32 %".19", 1
  %".31" = icmp eq i32 %".21", 1
  %".32" = and i1 %".30", %".31"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".520" = load i32, i32* %"or"
  %".521" = getelementptr i32, ptr %".5", i32 0
  store i32 %".520", ptr %".521"
  %".523" = load i32, i32* %"and"
  %".524" = getelementptr i32, ptr %".5", i32 1
  store i32 %".523", ptr %".524"
  %".526" = load i32, i32* %"at.bar"
  %".527" = getelementptr i32, ptr %".5", i32 2
  store i32 %".526", ptr %".527"
  %".529" = load i32, i32* %"exited"
  %".530" = getelementptr i32, ptr %".5", i32 3
  store i32 %".529", ptr %".530"
  %".532" = load i32, i32* %"at.step"
  %".533" = getelementptr i32, ptr %".5", i32 4
  store i32 %".532", ptr %".533"
  ret void
start:
  br label %"block0"
warp:
  %".437" = mul nuw nsw i32 %".3", 32
  %".438" = icmp eq i32 %".4", -1
  %".439" = add i32 %".437", 32
  %".440" = icmp ule i32 %".439", %".13"
  %".441" = and i1 %".438", %".440"
  %".442" = and i1 %".441", %".32"
  br i1 %".442", label %"warp.check", label %"warp.each"
at.barrier:
  %".89" = getelementptr i8, ptr %".2", i64 192
  %".90" = load ptr, ptr %".89"
  %".91" = getelementptr i8, ptr %".1", i64 60
  %".92" = load i32, ptr %".91", !range !2
  %".93" = zext i32 %".92" to i64
  %".94" = add nuw nsw i64 %".93", 16
  %".95" = mul nuw nsw i64 %".94", 32
  %".96" = getelementptr i8, ptr %".90", i64 %".95"
  %".97" = getelementptr i8, ptr %".96", i64 8
  %".98" = load i32, ptr %".97", !tbaa !5
  %".99" = getelementptr i8, ptr %".96", i64 0
  store i32 %".98", ptr %".99", !tbaa !7
  %".101" = icmp ne i32 %".4", -1
  br i1 %".101", label %"known", label %"scan"
all.at.warp:
  br i1 %".32", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".343" = icmp ne i32 %".4", -1
  br i1 %".343", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !26
tx.head:
  %"tx" = phi  i32 [%".43", %"ty.body"], [%".81", %"tx.body"]
  %".46" = icmp slt i32 %"tx", %".44"
  br i1 %".46", label %"tx.body", label %"tx.end"
tx.body:
  %".48" = add nuw nsw i32 %"tx", %".42"
  %".49" = mul nuw nsw i32 %".48", 32
  %".50" = zext i32 %".49" to i64
  %".51" = getelementptr i8, ptr %".23", i64 %".50"
  %".52" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".51", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".48", i32 %".13")
  %".53" = mul nuw nsw i64 %".29", 0
  %".54" = zext i32 %".48" to i64
  %".55" = mul nuw nsw i64 %".54", 4
  %".56" = add nuw nsw i64 %".53", %".55"
  %".57" = getelementptr i8, ptr %".25", i64 %".56"
  store i32 %".52", ptr %".57", !llvm.access.group !23, !tbaa !32
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
  br label %"tx.head", !llvm.loop !30
tx.end:
  %".83" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !27
each:
  br label %"each.head"
known:
  %".103" = lshr i32 %".4", 4
  switch i32 %".103", label %"scan" [i32 1, label %"block1" i32 2, label %"block2"]
scan:
  %".213" = mul nuw nsw i64 %".29", 0
  %".214" = zext i32 0 to i64
  %".215" = mul nuw nsw i64 %".214", 4
  %".216" = add nuw nsw i64 %".213", %".215"
  %".217" = getelementptr i8, ptr %".25", i64 %".216"
  %".218" = load i32, ptr %".217"
  %".219" = lshr i32 %".218", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block1:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block1"], [%".156", %"ty.end.1"]
  %".106" = icmp slt i32 %"tz.1", %".21"
  br i1 %".106", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".154", %"tx.end.1"]
  %".109" = icmp slt i32 %"ty.1", %".19"
  br i1 %".109", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".111" = mul nuw nsw i32 %".19", %"tz.1"
  %".112" = add nuw nsw i32 %"ty.1", %".111"
  %".113" = mul nuw nsw i32 %".15", %".112"
  %".114" = load i32, i32* %"x.lo"
  %".115" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".156" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !33
tx.head.1:
  %"tx.1" = phi  i32 [%".114", %"ty.body.1"], [%".152", %"tx.body.1"]
  %".117" = icmp slt i32 %"tx.1", %".115"
  br i1 %".117", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".119" = add nuw nsw i32 %"tx.1", %".113"
  %".120" = mul nuw nsw i32 %".119", 32
  %".121" = zext i32 %".120" to i64
  %".122" = getelementptr i8, ptr %".23", i64 %".121"
  %".123" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".122", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 1, i32 %".119", i32 %".13")
  %".124" = mul nuw nsw i64 %".29", 0
  %".125" = zext i32 %".119" to i64
  %".126" = mul nuw nsw i64 %".125", 4
  %".127" = add nuw nsw i64 %".124", %".126"
  %".128" = getelementptr i8, ptr %".25", i64 %".127"
  store i32 %".123", ptr %".128", !llvm.access.group !23, !tbaa !32
  %".130" = and i32 %".123", 15
  %".131" = load i32, i32* %"or"
  %".132" = or i32 %".131", %".123"
  store i32 %".132", i32* %"or"
  %".134" = load i32, i32* %"and"
  %".135" = and i32 %".134", %".123"
  store i32 %".135", i32* %"and"
  %".137" = load i32, i32* %"at.bar"
  %".138" = icmp eq i32 %".130", 2
  %".139" = zext i1 %".138" to i32
  %".140" = add i32 %".137", %".139"
  store i32 %".140", i32* %"at.bar"
  %".142" = load i32, i32* %"exited"
  %".143" = icmp eq i32 %".130", 3
  %".144" = zext i1 %".143" to i32
  %".145" = add i32 %".142", %".144"
  store i32 %".145", i32* %"exited"
  %".147" = load i32, i32* %"at.step"
  %".148" = icmp eq i32 %".130", 5
  %".149" = zext i1 %".148" to i32
  %".150" = add i32 %".147", %".149"
  store i32 %".150", i32* %"at.step"
  %".152" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !35
tx.end.1:
  %".154" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !34
block2:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block2"], [%".210", %"ty.end.2"]
  %".160" = icmp slt i32 %"tz.2", %".21"
  br i1 %".160", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".208", %"tx.end.2"]
  %".163" = icmp slt i32 %"ty.2", %".19"
  br i1 %".163", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".165" = mul nuw nsw i32 %".19", %"tz.2"
  %".166" = add nuw nsw i32 %"ty.2", %".165"
  %".167" = mul nuw nsw i32 %".15", %".166"
  %".168" = load i32, i32* %"x.lo"
  %".169" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".210" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !36
tx.head.2:
  %"tx.2" = phi  i32 [%".168", %"ty.body.2"], [%".206", %"tx.body.2"]
  %".171" = icmp slt i32 %"tx.2", %".169"
  br i1 %".171", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".173" = add nuw nsw i32 %"tx.2", %".167"
  %".174" = mul nuw nsw i32 %".173", 32
  %".175" = zext i32 %".174" to i64
  %".176" = getelementptr i8, ptr %".23", i64 %".175"
  %".177" = call i32 @"__zk_region_block_sum"(ptr %".1", ptr %".2", ptr %".176", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 2, i32 %".173", i32 %".13")
  %".178" = mul nuw nsw i64 %".29", 0
  %".179" = zext i32 %".173" to i64
  %".180" = mul nuw nsw i64 %".179", 4
  %".181" = add nuw nsw i64 %".178", %".180"
  %".182" = getelementptr i8, ptr %".25", i64 %".181"
  store i32 %".177", ptr %".182", !llvm.access.group !23, !tbaa !32
  %".184" = and i32 %".177", 15
  %".185" = load i32, i32* %"or"
  %".186" = or i32 %".185", %".177"
  store i32 %".186", i32* %"or"
  %".188" = load i32, i32* %"and"
  %".189" = and i32 %".188", %".177"
  store i32 %".189", i32* %"and"
  %".191" = load i32, i32* %"at.bar"
  %".192" = icmp eq i32 %".184", 2
  %".193" = zext i1 %".192" to i32
  %".194" = add i32 %".191", %".193"
  store i32 %".194", i32* %"at.bar"
  %".196" = load i32, i32* %"exited"
  %".197" = icmp eq i32 %".184", 3
  %".198" = zext i1 %".197" to i32
  %".199" = add i32 %".196", %".198"
  store i32 %".199", i32* %"exited"
  %".201" = load i32, i32* %"at.step"
  %".202" = icmp eq i32 %".184", 5
  %".203" = zext i1 %".202" to i32
  %".204" = add i32 %".201", %".203"
  store i32 %".204", i32* %"at.step"
  %".206" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !38
tx.end.2:
  %".208" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !37
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".245", %"same.body"]
  %".222" = icmp slt i32 %"same.1", %".13"
  br i1 %".222", label %"same.body", label %"same.end"
same.body:
  %".224" = add i32 0, %"same.1"
  %".225" = mul nuw nsw i64 %".29", 0
  %".226" = zext i32 %".224" to i64
  %".227" = mul nuw nsw i64 %".226", 4
  %".228" = add nuw nsw i64 %".225", %".227"
  %".229" = getelementptr i8, ptr %".25", i64 %".228"
  %".230" = load i32, ptr %".229"
  %".231" = and i32 %".230", 15
  %".232" = icmp eq i32 %".231", 2
  %".233" = mul nuw nsw i64 %".29", 0
  %".234" = zext i32 %".224" to i64
  %".235" = mul nuw nsw i64 %".234", 4
  %".236" = add nuw nsw i64 %".233", %".235"
  %".237" = getelementptr i8, ptr %".25", i64 %".236"
  %".238" = load i32, ptr %".237"
  %".239" = lshr i32 %".238", 4
  %".240" = icmp eq i32 %".239", %".219"
  %".241" = and i1 %".232", %".240"
  %".242" = load i1, i1* %"same"
  %".243" = and i1 %".242", %".241"
  store i1 %".243", i1* %"same"
  %".245" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".247" = load i1, i1* %"same"
  br i1 %".247", label %"uniform", label %"each"
uniform:
  switch i32 %".219", label %"each" [i32 1, label %"block1" i32 2, label %"block2"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".294", %"each.body.endif"]
  %".251" = icmp slt i32 %"each.1", %".13"
  br i1 %".251", label %"each.body", label %"each.end"
each.body:
  %".253" = add i32 0, %"each.1"
  %".254" = mul nuw nsw i64 %".29", 0
  %".255" = zext i32 %".253" to i64
  %".256" = mul nuw nsw i64 %".255", 4
  %".257" = add nuw nsw i64 %".254", %".256"
  %".258" = getelementptr i8, ptr %".25", i64 %".257"
  %".259" = load i32, ptr %".258"
  %".260" = and i32 %".259", 15
  %".261" = icmp eq i32 %".260", 2
  br i1 %".261", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".263" = mul nuw nsw i64 %".29", 0
  %".264" = zext i32 %".253" to i64
  %".265" = mul nuw nsw i64 %".264", 4
  %".266" = add nuw nsw i64 %".263", %".265"
  %".267" = getelementptr i8, ptr %".25", i64 %".266"
  %".268" = load i32, ptr %".267"
  %".269" = lshr i32 %".268", 4
  %".270" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".269", i32 %".253")
  %".271" = and i32 %".270", 15
  %".272" = load i32, i32* %"or"
  %".273" = or i32 %".272", %".270"
  store i32 %".273", i32* %"or"
  %".275" = load i32, i32* %"and"
  %".276" = and i32 %".275", %".270"
  store i32 %".276", i32* %"and"
  %".278" = load i32, i32* %"at.bar"
  %".279" = icmp eq i32 %".271", 2
  %".280" = zext i1 %".279" to i32
  %".281" = add i32 %".278", %".280"
  store i32 %".281", i32* %"at.bar"
  %".283" = load i32, i32* %"exited"
  %".284" = icmp eq i32 %".271", 3
  %".285" = zext i1 %".284" to i32
  %".286" = add i32 %".283", %".285"
  store i32 %".286", i32* %"exited"
  %".288" = load i32, i32* %"at.step"
  %".289" = icmp eq i32 %".271", 5
  %".290" = zext i1 %".289" to i32
  %".291" = add i32 %".288", %".290"
  store i32 %".291", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".294" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.1"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".299" = lshr i32 %".13", 5
  store i32 %".299", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".302" = lshr i32 %".4", 4
  switch i32 %".302", label %"all.at.warp.each" []
each.head.1:
  %"each.2" = phi  i32 [0, %"all.at.warp.each"], [%".340", %"each.body.1.endif"]
  %".305" = icmp slt i32 %"each.2", %".13"
  br i1 %".305", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".307" = add i32 0, %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".309" = mul nuw nsw i64 %".29", 0
  %".310" = zext i32 %".307" to i64
  %".311" = mul nuw nsw i64 %".310", 4
  %".312" = add nuw nsw i64 %".309", %".311"
  %".313" = getelementptr i8, ptr %".25", i64 %".312"
  %".314" = load i32, ptr %".313"
  %".315" = lshr i32 %".314", 4
  %".316" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".315", i32 %".307")
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
step.each:
  br label %"each.head.2"
step.known:
  %".345" = lshr i32 %".4", 4
  br label %"steps.plain"
step.scan:
  %".348" = mul nuw nsw i64 %".29", 0
  %".349" = zext i32 0 to i64
  %".350" = mul nuw nsw i64 %".349", 4
  %".351" = add nuw nsw i64 %".348", %".350"
  %".352" = getelementptr i8, ptr %".25", i64 %".351"
  %".353" = load i32, ptr %".352"
  %".354" = lshr i32 %".353", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".345", label %"step.scan" []
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".380", %"same.body.1"]
  %".357" = icmp slt i32 %"same.2", %".13"
  br i1 %".357", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".359" = add i32 0, %"same.2"
  %".360" = mul nuw nsw i64 %".29", 0
  %".361" = zext i32 %".359" to i64
  %".362" = mul nuw nsw i64 %".361", 4
  %".363" = add nuw nsw i64 %".360", %".362"
  %".364" = getelementptr i8, ptr %".25", i64 %".363"
  %".365" = load i32, ptr %".364"
  %".366" = and i32 %".365", 15
  %".367" = icmp eq i32 %".366", 5
  %".368" = mul nuw nsw i64 %".29", 0
  %".369" = zext i32 %".359" to i64
  %".370" = mul nuw nsw i64 %".369", 4
  %".371" = add nuw nsw i64 %".368", %".370"
  %".372" = getelementptr i8, ptr %".25", i64 %".371"
  %".373" = load i32, ptr %".372"
  %".374" = lshr i32 %".373", 4
  %".375" = icmp eq i32 %".374", %".354"
  %".376" = and i1 %".367", %".375"
  %".377" = load i1, i1* %"same"
  %".378" = and i1 %".377", %".376"
  store i1 %".378", i1* %"same"
  %".380" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".382" = load i1, i1* %"same"
  br i1 %".382", label %"uniform.1", label %"step.each"
uniform.1:
  br label %"steps.plain.1"
steps.plain.1:
  switch i32 %".354", label %"step.each" []
each.head.2:
  %"each.3" = phi  i32 [0, %"step.each"], [%".434", %"each.body.2.endif"]
  %".387" = icmp slt i32 %"each.3", %".13"
  br i1 %".387", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".389" = add i32 0, %"each.3"
  %".390" = mul nuw nsw i64 %".29", 0
  %".391" = zext i32 %".389" to i64
  %".392" = mul nuw nsw i64 %".391", 4
  %".393" = add nuw nsw i64 %".390", %".392"
  %".394" = getelementptr i8, ptr %".25", i64 %".393"
  %".395" = load i32, ptr %".394"
  %".396" = and i32 %".395", 15
  %".397" = icmp eq i32 %".396", 5
  br i1 %".397", label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  br label %"each.step"
each.body.2.endif:
  %".434" = add i32 %"each.3", 1
  br label %"each.head.2"
each.step:
  %".400" = mul nuw nsw i64 %".29", 0
  %".401" = zext i32 %".389" to i64
  %".402" = mul nuw nsw i64 %".401", 4
  %".403" = add nuw nsw i64 %".400", %".402"
  %".404" = getelementptr i8, ptr %".25", i64 %".403"
  %".405" = load i32, ptr %".404"
  %".406" = lshr i32 %".405", 4
  %".407" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".406", i32 %".389")
  %".408" = and i32 %".407", 15
  %".409" = icmp eq i32 %".408", 5
  br i1 %".409", label %"each.step", label %"each.stop"
each.stop:
  %".411" = and i32 %".407", 15
  %".412" = load i32, i32* %"or"
  %".413" = or i32 %".412", %".407"
  store i32 %".413", i32* %"or"
  %".415" = load i32, i32* %"and"
  %".416" = and i32 %".415", %".407"
  store i32 %".416", i32* %"and"
  %".418" = load i32, i32* %"at.bar"
  %".419" = icmp eq i32 %".411", 2
  %".420" = zext i1 %".419" to i32
  %".421" = add i32 %".418", %".420"
  store i32 %".421", i32* %"at.bar"
  %".423" = load i32, i32* %"exited"
  %".424" = icmp eq i32 %".411", 3
  %".425" = zext i1 %".424" to i32
  %".426" = add i32 %".423", %".425"
  store i32 %".426", i32* %"exited"
  %".428" = load i32, i32* %"at.step"
  %".429" = icmp eq i32 %".411", 5
  %".430" = zext i1 %".429" to i32
  %".431" = add i32 %".428", %".430"
  store i32 %".431", i32* %"at.step"
  br label %"each.body.2.endif"
warp.each:
  br label %"each.head.3"
warp.check:
  store i32 %".3", i32* %"lo"
  %".445" = add nuw nsw i32 %".3", 1
  store i32 %".445", i32* %"hi"
  %".447" = add nuw nsw i32 %".437", 32
  store i32 %".447", i32* %"end"
  %".449" = mul nuw nsw i64 %".29", 0
  %".450" = zext i32 %".437" to i64
  %".451" = mul nuw nsw i64 %".450", 4
  %".452" = add nuw nsw i64 %".449", %".451"
  %".453" = getelementptr i8, ptr %".25", i64 %".452"
  %".454" = load i32, ptr %".453"
  %".455" = lshr i32 %".454", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".473", %"same.body.2"]
  %".458" = icmp slt i32 %"same.3", 32
  br i1 %".458", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".460" = add i32 %".437", %"same.3"
  %".461" = mul nuw nsw i64 %".29", 0
  %".462" = zext i32 %".460" to i64
  %".463" = mul nuw nsw i64 %".462", 4
  %".464" = add nuw nsw i64 %".461", %".463"
  %".465" = getelementptr i8, ptr %".25", i64 %".464"
  %".466" = load i32, ptr %".465"
  %".467" = lshr i32 %".466", 4
  %".468" = icmp eq i32 %".467", %".455"
  %".469" = and i1 1, %".468"
  %".470" = load i1, i1* %"same"
  %".471" = and i1 %".470", %".469"
  store i1 %".471", i1* %"same"
  %".473" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".475" = load i1, i1* %"same"
  br i1 %".475", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".455", label %"warp.each" []
each.head.3:
  %"each.4" = phi  i32 [0, %"warp.each"], [%".517", %"each.body.3.endif"]
  %".479" = icmp slt i32 %"each.4", 32
  br i1 %".479", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".481" = add i32 %".437", %"each.4"
  %".482" = shl i32 1, %"each.4"
  %".483" = and i32 %".4", %".482"
  %".484" = icmp ne i32 %".483", 0
  br i1 %".484", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  %".486" = mul nuw nsw i64 %".29", 0
  %".487" = zext i32 %".481" to i64
  %".488" = mul nuw nsw i64 %".487", 4
  %".489" = add nuw nsw i64 %".486", %".488"
  %".490" = getelementptr i8, ptr %".25", i64 %".489"
  %".491" = load i32, ptr %".490"
  %".492" = lshr i32 %".491", 4
  %".493" = call i32 @"__zk_region_one_block_sum"(ptr %".1", ptr %".2", i32 %".492", i32 %".481")
  %".494" = and i32 %".493", 15
  %".495" = load i32, i32* %"or"
  %".496" = or i32 %".495", %".493"
  store i32 %".496", i32* %"or"
  %".498" = load i32, i32* %"and"
  %".499" = and i32 %".498", %".493"
  store i32 %".499", i32* %"and"
  %".501" = load i32, i32* %"at.bar"
  %".502" = icmp eq i32 %".494", 2
  %".503" = zext i1 %".502" to i32
  %".504" = add i32 %".501", %".503"
  store i32 %".504", i32* %"at.bar"
  %".506" = load i32, i32* %"exited"
  %".507" = icmp eq i32 %".494", 3
  %".508" = zext i1 %".507" to i32
  %".509" = add i32 %".506", %".508"
  store i32 %".509", i32* %"exited"
  %".511" = load i32, i32* %"at.step"
  %".512" = icmp eq i32 %".494", 5
  %".513" = zext i1 %".512" to i32
  %".514" = add i32 %".511", %".513"
  store i32 %".514", i32* %"at.step"
  br label %"each.body.3.endif"
each.body.3.endif:
  %".517" = add i32 %"each.4", 1
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
  call void @"__zk_group_block_sum"(ptr %".1", ptr %".2", i32 %".25", i32 %".26", [5 x i32]* %"summary")
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
