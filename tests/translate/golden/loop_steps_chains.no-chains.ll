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
  %".18" = zext i32 %".8" to i64
  %".19" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".19", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".21" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".21", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".23" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i32 %".23", i32* %"r1", !noalias !21, !llvm.access.group !22
  store i32 %".4", i32* %"r2", !noalias !21, !llvm.access.group !22
  %".26" = getelementptr i8, ptr %".1", i64 20
  %".27" = load i32, ptr %".26", !range !1, !noalias !21, !llvm.access.group !22
  store i32 %".27", i32* %"r3", !noalias !21, !llvm.access.group !22
  %".29" = getelementptr i8, ptr %".2", i64 0
  %".30" = load i32, ptr %".29", !range !2, !noalias !21, !llvm.access.group !22
  store i32 %".30", i32* %"r4", !noalias !21, !llvm.access.group !22
  %".32" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".33" = and i32 %".32", 31
  store i32 %".33", i32* %"r10", !noalias !21, !llvm.access.group !22
  %".35" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".36" = icmp uge i32 5, 32
  %".37" = select  i1 %".36", i32 0, i32 5
  %".38" = lshr i32 %".35", %".37"
  %".39" = select  i1 %".36", i32 0, i32 %".38"
  store i32 %".39", i32* %"r11", !noalias !21, !llvm.access.group !22
  %".41" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".42" = icmp uge i32 2, 32
  %".43" = select  i1 %".42", i32 0, i32 2
  %".44" = shl i32 %".41", %".43"
  %".45" = select  i1 %".42", i32 0, i32 %".44"
  store i32 %".45", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".47" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".48" = zext i32 %".47" to i64
  %".49" = zext i32 4 to i64
  %".50" = mul i64 %".48", %".49"
  store i64 %".50", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".52" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".53" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".54" = add i64 %".52", %".53"
  store i64 %".54", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".307" = getelementptr i8, ptr %".1", i64 20
  %".308" = load i32, ptr %".307", !range !1, !noalias !21, !llvm.access.group !22
  %".309" = getelementptr i8, ptr %".1", i64 24
  %".310" = load i32, ptr %".309", !range !1, !noalias !21, !llvm.access.group !22
  %".311" = mul nuw nsw i32 %".310", %".6"
  %".312" = add nuw nsw i32 %".5", %".311"
  %".313" = mul nuw nsw i32 %".308", %".312"
  %".314" = add nuw nsw i32 %".4", %".313"
  %".955" = and i32 %".7", 65535
  switch i32 %".955", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7" i32 8, label %"resume8" i32 9, label %"resume9" i32 10, label %"resume10" i32 11, label %"resume11" i32 12, label %"resume12"]
body:
  %".56" = load i64, ptr %".12", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".56", i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".58" = load i64, ptr %".13", align 8, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i64 %".58", i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".60" = load i32, ptr %".14", align 4, !invariant.load !0, !noalias !21, !llvm.access.group !22
  store i32 %".60", i32* %"r1", !noalias !21, !llvm.access.group !22
  store i32 %".4", i32* %"r2", !noalias !21, !llvm.access.group !22
  %".63" = getelementptr i8, ptr %".1", i64 20
  %".64" = load i32, ptr %".63", !range !1, !noalias !21, !llvm.access.group !22
  store i32 %".64", i32* %"r3", !noalias !21, !llvm.access.group !22
  %".66" = getelementptr i8, ptr %".2", i64 0
  %".67" = load i32, ptr %".66", !range !2, !noalias !21, !llvm.access.group !22
  store i32 %".67", i32* %"r4", !noalias !21, !llvm.access.group !22
  store i32 0, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".70" = mul nuw nsw i64 %".17", 24
  %".71" = mul nuw nsw i64 %".18", 4
  %".72" = add nuw nsw i64 %".70", %".71"
  %".73" = getelementptr i8, ptr %".16", i64 %".72"
  store i32 0, ptr %".73", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".75" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  store i32 %".75", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".77" = mul nuw nsw i64 %".17", 28
  %".78" = mul nuw nsw i64 %".18", 4
  %".79" = add nuw nsw i64 %".77", %".78"
  %".80" = getelementptr i8, ptr %".16", i64 %".79"
  store i32 %".75", ptr %".80", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".82" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".83" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".84" = icmp uge i32 %".82", %".83"
  store i1 %".84", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".86" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  br i1 %".86", label %"DONE", label %"fall"
LOOP:
  %".112" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".113" = zext i32 %".112" to i64
  %".114" = zext i32 4 to i64
  %".115" = mul i64 %".113", %".114"
  store i64 %".115", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".117" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".118" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".119" = add i64 %".117", %".118"
  store i64 %".119", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".121" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".122" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".123" = inttoptr i64 %".122" to ptr
  %".124" = getelementptr i8, ptr %".123", i64 %".121"
  %".125" = load i32, ptr %".124", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".125", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".127" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".128" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".129" = add i32 %".127", %".128"
  store i32 %".129", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".131" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".132" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".133" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".134" = mul i32 %".131", %".132"
  %".135" = add i32 %".134", %".133"
  store i32 %".135", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".137" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".138" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".139" = add i32 %".137", %".138"
  store i32 %".139", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".141" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".142" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".143" = icmp ult i32 %".141", %".142"
  store i1 %".143", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".145" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".146" = xor i1 %".145", -1
  br i1 %".146", label %"LOOP.next18", label %"fall.1"
DONE:
  %".306" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".315" = getelementptr i8, ptr %".2", i64 224
  %".316" = load ptr, ptr %".315", !noalias !21, !llvm.access.group !22
  %".317" = zext i32 %".314" to i64
  %".318" = getelementptr i32, ptr %".316", i64 %".317"
  store i32 %".306", ptr %".318", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 65
WARPS:
  %".784" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".785" = sext i32 %".784" to i64
  %".786" = getelementptr i8, ptr %".2", i64 16
  %".787" = load ptr, ptr %".786", !noalias !21, !llvm.access.group !22
  %".788" = getelementptr i8, ptr %".787", i64 %".785"
  %".789" = load i32, ptr %".788", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".789", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".791" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".792" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".793" = add i32 %".791", %".792"
  store i32 %".793", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".795" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".796" = add i32 %".795", 4
  store i32 %".796", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".798" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".799" = add i32 %".798", 1
  store i32 %".799", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".801" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".802" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".803" = icmp ult i32 %".801", %".802"
  store i1 %".803", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".805" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".806" = xor i1 %".805", -1
  br i1 %".806", label %"WARPS.next51", label %"fall.6"
END:
  ret i32 3
LOOP.next18:
  %".292" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".293" = mul nuw nsw i64 %".17", 24
  %".294" = mul nuw nsw i64 %".18", 4
  %".295" = add nuw nsw i64 %".293", %".294"
  %".296" = getelementptr i8, ptr %".16", i64 %".295"
  store i32 %".292", ptr %".296", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 53
WARPS.next51:
  %".924" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".925" = mul nuw nsw i64 %".17", 8
  %".926" = mul nuw nsw i64 %".18", 4
  %".927" = add nuw nsw i64 %".925", %".926"
  %".928" = getelementptr i8, ptr %".16", i64 %".927"
  store i32 %".924", ptr %".928", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 197
fall:
  ret i32 21
resume1:
  %".89" = mul nuw nsw i64 %".17", 24
  %".90" = mul nuw nsw i64 %".18", 4
  %".91" = add nuw nsw i64 %".89", %".90"
  %".92" = getelementptr i8, ptr %".16", i64 %".91"
  %".93" = load i32, ptr %".92", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".93", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".95" = mul nuw nsw i64 %".17", 28
  %".96" = mul nuw nsw i64 %".18", 4
  %".97" = add nuw nsw i64 %".95", %".96"
  %".98" = getelementptr i8, ptr %".16", i64 %".97"
  %".99" = load i32, ptr %".98", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".99", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".101" = and i32 %".7", 65536
  %".102" = icmp ne i32 %".101", 0
  %".103" = mul nuw nsw i64 %".17", 56
  %".104" = add nuw nsw i64 %".103", 0
  %".105" = getelementptr i8, ptr %".16", i64 %".104"
  %".106" = load i32, ptr %".105", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".107" = add nsw i32 %".8", %".106"
  %".108" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".109" = select  i1 %".102", i32 %".107", i32 %".108"
  store i32 %".109", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
fall.1:
  %".148" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".149" = zext i32 %".148" to i64
  %".150" = zext i32 4 to i64
  %".151" = mul i64 %".149", %".150"
  store i64 %".151", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".153" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".154" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".155" = add i64 %".153", %".154"
  store i64 %".155", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".157" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".158" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".159" = inttoptr i64 %".158" to ptr
  %".160" = getelementptr i8, ptr %".159", i64 %".157"
  %".161" = load i32, ptr %".160", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".161", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".163" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".164" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".165" = add i32 %".163", %".164"
  store i32 %".165", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".167" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".168" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".169" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".170" = mul i32 %".167", %".168"
  %".171" = add i32 %".170", %".169"
  store i32 %".171", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".173" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".174" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".175" = add i32 %".173", %".174"
  store i32 %".175", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".177" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".178" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".179" = icmp ult i32 %".177", %".178"
  store i1 %".179", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".181" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".182" = xor i1 %".181", -1
  br i1 %".182", label %"LOOP.next18", label %"fall.2"
fall.2:
  %".184" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".185" = zext i32 %".184" to i64
  %".186" = zext i32 4 to i64
  %".187" = mul i64 %".185", %".186"
  store i64 %".187", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".189" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".190" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".191" = add i64 %".189", %".190"
  store i64 %".191", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".193" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".194" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".195" = inttoptr i64 %".194" to ptr
  %".196" = getelementptr i8, ptr %".195", i64 %".193"
  %".197" = load i32, ptr %".196", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".197", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".199" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".200" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".201" = add i32 %".199", %".200"
  store i32 %".201", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".203" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".204" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".205" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".206" = mul i32 %".203", %".204"
  %".207" = add i32 %".206", %".205"
  store i32 %".207", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".209" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".210" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".211" = add i32 %".209", %".210"
  store i32 %".211", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".213" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".214" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".215" = icmp ult i32 %".213", %".214"
  store i1 %".215", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".217" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".218" = xor i1 %".217", -1
  br i1 %".218", label %"LOOP.next18", label %"fall.3"
fall.3:
  %".220" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".221" = zext i32 %".220" to i64
  %".222" = zext i32 4 to i64
  %".223" = mul i64 %".221", %".222"
  store i64 %".223", i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".225" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".226" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".227" = add i64 %".225", %".226"
  store i64 %".227", i64* %"rd4", !noalias !21, !llvm.access.group !22
  %".229" = load i64, i64* %"rd3", !noalias !21, !llvm.access.group !22
  %".230" = load i64, i64* %"rd2", !noalias !21, !llvm.access.group !22
  %".231" = inttoptr i64 %".230" to ptr
  %".232" = getelementptr i8, ptr %".231", i64 %".229"
  %".233" = load i32, ptr %".232", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".233", i32* %"r7", !noalias !21, !llvm.access.group !22
  %".235" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".236" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".237" = add i32 %".235", %".236"
  store i32 %".237", i32* %"r8", !noalias !21, !llvm.access.group !22
  %".239" = load i32, i32* %"r7", !noalias !21, !llvm.access.group !22
  %".240" = load i32, i32* %"r8", !noalias !21, !llvm.access.group !22
  %".241" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".242" = mul i32 %".239", %".240"
  %".243" = add i32 %".242", %".241"
  store i32 %".243", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".245" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".246" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".247" = add i32 %".245", %".246"
  store i32 %".247", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".249" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".250" = load i32, i32* %"r1", !noalias !21, !llvm.access.group !22
  %".251" = icmp ult i32 %".249", %".250"
  store i1 %".251", i1* %"p2", !noalias !21, !llvm.access.group !22
  %".253" = load i1, i1* %"p2", !noalias !21, !llvm.access.group !22
  %".254" = xor i1 %".253", -1
  br i1 %".254", label %"LOOP.next18", label %"fall.4"
fall.4:
  %".256" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".257" = mul nuw nsw i64 %".17", 24
  %".258" = mul nuw nsw i64 %".18", 4
  %".259" = add nuw nsw i64 %".257", %".258"
  %".260" = getelementptr i8, ptr %".16", i64 %".259"
  store i32 %".256", ptr %".260", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".262" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".263" = mul nuw nsw i64 %".17", 28
  %".264" = mul nuw nsw i64 %".18", 4
  %".265" = add nuw nsw i64 %".263", %".264"
  %".266" = getelementptr i8, ptr %".16", i64 %".265"
  store i32 %".262", ptr %".266", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 37
resume2:
  %".269" = mul nuw nsw i64 %".17", 24
  %".270" = mul nuw nsw i64 %".18", 4
  %".271" = add nuw nsw i64 %".269", %".270"
  %".272" = getelementptr i8, ptr %".16", i64 %".271"
  %".273" = load i32, ptr %".272", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".273", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".275" = mul nuw nsw i64 %".17", 28
  %".276" = mul nuw nsw i64 %".18", 4
  %".277" = add nuw nsw i64 %".275", %".276"
  %".278" = getelementptr i8, ptr %".16", i64 %".277"
  %".279" = load i32, ptr %".278", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".279", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".281" = and i32 %".7", 65536
  %".282" = icmp ne i32 %".281", 0
  %".283" = mul nuw nsw i64 %".17", 56
  %".284" = add nuw nsw i64 %".283", 16
  %".285" = getelementptr i8, ptr %".16", i64 %".284"
  %".286" = load i32, ptr %".285", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".287" = add nsw i32 %".8", %".286"
  %".288" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".289" = select  i1 %".282", i32 %".287", i32 %".288"
  store i32 %".289", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
resume3:
  %".299" = mul nuw nsw i64 %".17", 24
  %".300" = mul nuw nsw i64 %".18", 4
  %".301" = add nuw nsw i64 %".299", %".300"
  %".302" = getelementptr i8, ptr %".16", i64 %".301"
  %".303" = load i32, ptr %".302", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".303", i32* %"r5", !noalias !21, !llvm.access.group !22
  br label %"DONE"
resume4:
  %".321" = mul nuw nsw i64 %".17", 24
  %".322" = mul nuw nsw i64 %".18", 4
  %".323" = add nuw nsw i64 %".321", %".322"
  %".324" = getelementptr i8, ptr %".16", i64 %".323"
  %".325" = load i32, ptr %".324", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".325", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".327" = lshr i32 %".314", 5
  %".328" = mul i32 %".327", 32
  %".329" = getelementptr i8, ptr %".2", i64 216
  %".330" = load ptr, ptr %".329", !noalias !21, !llvm.access.group !22
  %".331" = zext i32 %".328" to i64
  %".332" = getelementptr i32, ptr %".330", i64 %".331"
  %".333" = getelementptr i8, ptr %".2", i64 32
  %".334" = load ptr, ptr %".333", !noalias !21, !llvm.access.group !22
  %".335" = lshr i32 %".314", 5
  %".336" = zext i32 %".335" to i64
  %".337" = getelementptr i64, ptr %".334", i64 %".336"
  %".338" = load i64, ptr %".337", !noalias !21, !llvm.access.group !22
  %".339" = trunc i64 %".338" to i32
  %".340" = and i32 %".314", 31
  %".341" = and i32 16, 31
  %".342" = and i32 31, 31
  %".343" = lshr i32 31, 8
  %".344" = and i32 %".343", 31
  %".345" = and i32 %".340", %".344"
  %".346" = xor i32 %".344", -1
  %".347" = and i32 %".342", %".346"
  %".348" = or i32 %".345", %".347"
  %".349" = and i32 %".340", %".344"
  %".350" = xor i32 %".340", %".341"
  %".351" = icmp sle i32 %".350", %".348"
  %".352" = select  i1 %".351", i32 %".350", i32 %".340"
  %".353" = zext i32 %".314" to i64
  %".354" = getelementptr i8, ptr %".2", i64 216
  %".355" = load ptr, ptr %".354", !noalias !21, !llvm.access.group !22
  %".356" = getelementptr i32, ptr %".355", i64 %".353"
  %".357" = load i32, ptr %".356", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".358" = zext i32 %".357" to i64
  %".359" = zext i32 %".341" to i64
  %".360" = and i32 %".314", %".341"
  %".361" = icmp ne i32 %".360", 0
  %".362" = sub i64 %".353", %".359"
  %".363" = getelementptr i8, ptr %".2", i64 216
  %".364" = load ptr, ptr %".363", !noalias !21, !llvm.access.group !22
  %".365" = getelementptr i32, ptr %".364", i64 %".362"
  %".366" = load i32, ptr %".365", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".367" = zext i32 %".366" to i64
  %".368" = add i64 %".353", %".359"
  %".369" = getelementptr i8, ptr %".2", i64 216
  %".370" = load ptr, ptr %".369", !noalias !21, !llvm.access.group !22
  %".371" = getelementptr i32, ptr %".370", i64 %".368"
  %".372" = load i32, ptr %".371", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".373" = zext i32 %".372" to i64
  %".374" = select  i1 %".361", i64 %".367", i64 %".373"
  %".375" = select  i1 %".351", i64 %".374", i64 %".358"
  %".376" = trunc i64 %".375" to i32
  store i32 %".376", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".378" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".379" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".380" = add i32 %".378", %".379"
  store i32 %".380", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".382" = mul nuw nsw i64 %".17", 24
  %".383" = mul nuw nsw i64 %".18", 4
  %".384" = add nuw nsw i64 %".382", %".383"
  %".385" = getelementptr i8, ptr %".16", i64 %".384"
  store i32 %".380", ptr %".385", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".387" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".388" = getelementptr i8, ptr %".2", i64 224
  %".389" = load ptr, ptr %".388", !noalias !21, !llvm.access.group !22
  %".390" = zext i32 %".314" to i64
  %".391" = getelementptr i32, ptr %".389", i64 %".390"
  store i32 %".387", ptr %".391", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 81
resume5:
  %".394" = mul nuw nsw i64 %".17", 24
  %".395" = mul nuw nsw i64 %".18", 4
  %".396" = add nuw nsw i64 %".394", %".395"
  %".397" = getelementptr i8, ptr %".16", i64 %".396"
  %".398" = load i32, ptr %".397", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".398", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".400" = lshr i32 %".314", 5
  %".401" = mul i32 %".400", 32
  %".402" = getelementptr i8, ptr %".2", i64 216
  %".403" = load ptr, ptr %".402", !noalias !21, !llvm.access.group !22
  %".404" = zext i32 %".401" to i64
  %".405" = getelementptr i32, ptr %".403", i64 %".404"
  %".406" = getelementptr i8, ptr %".2", i64 32
  %".407" = load ptr, ptr %".406", !noalias !21, !llvm.access.group !22
  %".408" = lshr i32 %".314", 5
  %".409" = zext i32 %".408" to i64
  %".410" = getelementptr i64, ptr %".407", i64 %".409"
  %".411" = load i64, ptr %".410", !noalias !21, !llvm.access.group !22
  %".412" = trunc i64 %".411" to i32
  %".413" = and i32 %".314", 31
  %".414" = and i32 8, 31
  %".415" = and i32 31, 31
  %".416" = lshr i32 31, 8
  %".417" = and i32 %".416", 31
  %".418" = and i32 %".413", %".417"
  %".419" = xor i32 %".417", -1
  %".420" = and i32 %".415", %".419"
  %".421" = or i32 %".418", %".420"
  %".422" = and i32 %".413", %".417"
  %".423" = xor i32 %".413", %".414"
  %".424" = icmp sle i32 %".423", %".421"
  %".425" = select  i1 %".424", i32 %".423", i32 %".413"
  %".426" = zext i32 %".314" to i64
  %".427" = getelementptr i8, ptr %".2", i64 216
  %".428" = load ptr, ptr %".427", !noalias !21, !llvm.access.group !22
  %".429" = getelementptr i32, ptr %".428", i64 %".426"
  %".430" = load i32, ptr %".429", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".431" = zext i32 %".430" to i64
  %".432" = zext i32 %".414" to i64
  %".433" = and i32 %".314", %".414"
  %".434" = icmp ne i32 %".433", 0
  %".435" = sub i64 %".426", %".432"
  %".436" = getelementptr i8, ptr %".2", i64 216
  %".437" = load ptr, ptr %".436", !noalias !21, !llvm.access.group !22
  %".438" = getelementptr i32, ptr %".437", i64 %".435"
  %".439" = load i32, ptr %".438", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".440" = zext i32 %".439" to i64
  %".441" = add i64 %".426", %".432"
  %".442" = getelementptr i8, ptr %".2", i64 216
  %".443" = load ptr, ptr %".442", !noalias !21, !llvm.access.group !22
  %".444" = getelementptr i32, ptr %".443", i64 %".441"
  %".445" = load i32, ptr %".444", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".446" = zext i32 %".445" to i64
  %".447" = select  i1 %".434", i64 %".440", i64 %".446"
  %".448" = select  i1 %".424", i64 %".447", i64 %".431"
  %".449" = trunc i64 %".448" to i32
  store i32 %".449", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".451" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".452" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".453" = add i32 %".451", %".452"
  store i32 %".453", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".455" = mul nuw nsw i64 %".17", 24
  %".456" = mul nuw nsw i64 %".18", 4
  %".457" = add nuw nsw i64 %".455", %".456"
  %".458" = getelementptr i8, ptr %".16", i64 %".457"
  store i32 %".453", ptr %".458", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".460" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".461" = getelementptr i8, ptr %".2", i64 224
  %".462" = load ptr, ptr %".461", !noalias !21, !llvm.access.group !22
  %".463" = zext i32 %".314" to i64
  %".464" = getelementptr i32, ptr %".462", i64 %".463"
  store i32 %".460", ptr %".464", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 97
resume6:
  %".467" = mul nuw nsw i64 %".17", 24
  %".468" = mul nuw nsw i64 %".18", 4
  %".469" = add nuw nsw i64 %".467", %".468"
  %".470" = getelementptr i8, ptr %".16", i64 %".469"
  %".471" = load i32, ptr %".470", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".471", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".473" = lshr i32 %".314", 5
  %".474" = mul i32 %".473", 32
  %".475" = getelementptr i8, ptr %".2", i64 216
  %".476" = load ptr, ptr %".475", !noalias !21, !llvm.access.group !22
  %".477" = zext i32 %".474" to i64
  %".478" = getelementptr i32, ptr %".476", i64 %".477"
  %".479" = getelementptr i8, ptr %".2", i64 32
  %".480" = load ptr, ptr %".479", !noalias !21, !llvm.access.group !22
  %".481" = lshr i32 %".314", 5
  %".482" = zext i32 %".481" to i64
  %".483" = getelementptr i64, ptr %".480", i64 %".482"
  %".484" = load i64, ptr %".483", !noalias !21, !llvm.access.group !22
  %".485" = trunc i64 %".484" to i32
  %".486" = and i32 %".314", 31
  %".487" = and i32 4, 31
  %".488" = and i32 31, 31
  %".489" = lshr i32 31, 8
  %".490" = and i32 %".489", 31
  %".491" = and i32 %".486", %".490"
  %".492" = xor i32 %".490", -1
  %".493" = and i32 %".488", %".492"
  %".494" = or i32 %".491", %".493"
  %".495" = and i32 %".486", %".490"
  %".496" = xor i32 %".486", %".487"
  %".497" = icmp sle i32 %".496", %".494"
  %".498" = select  i1 %".497", i32 %".496", i32 %".486"
  %".499" = zext i32 %".314" to i64
  %".500" = getelementptr i8, ptr %".2", i64 216
  %".501" = load ptr, ptr %".500", !noalias !21, !llvm.access.group !22
  %".502" = getelementptr i32, ptr %".501", i64 %".499"
  %".503" = load i32, ptr %".502", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".504" = zext i32 %".503" to i64
  %".505" = zext i32 %".487" to i64
  %".506" = and i32 %".314", %".487"
  %".507" = icmp ne i32 %".506", 0
  %".508" = sub i64 %".499", %".505"
  %".509" = getelementptr i8, ptr %".2", i64 216
  %".510" = load ptr, ptr %".509", !noalias !21, !llvm.access.group !22
  %".511" = getelementptr i32, ptr %".510", i64 %".508"
  %".512" = load i32, ptr %".511", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".513" = zext i32 %".512" to i64
  %".514" = add i64 %".499", %".505"
  %".515" = getelementptr i8, ptr %".2", i64 216
  %".516" = load ptr, ptr %".515", !noalias !21, !llvm.access.group !22
  %".517" = getelementptr i32, ptr %".516", i64 %".514"
  %".518" = load i32, ptr %".517", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".519" = zext i32 %".518" to i64
  %".520" = select  i1 %".507", i64 %".513", i64 %".519"
  %".521" = select  i1 %".497", i64 %".520", i64 %".504"
  %".522" = trunc i64 %".521" to i32
  store i32 %".522", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".524" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".525" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".526" = add i32 %".524", %".525"
  store i32 %".526", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".528" = mul nuw nsw i64 %".17", 24
  %".529" = mul nuw nsw i64 %".18", 4
  %".530" = add nuw nsw i64 %".528", %".529"
  %".531" = getelementptr i8, ptr %".16", i64 %".530"
  store i32 %".526", ptr %".531", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".533" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".534" = getelementptr i8, ptr %".2", i64 224
  %".535" = load ptr, ptr %".534", !noalias !21, !llvm.access.group !22
  %".536" = zext i32 %".314" to i64
  %".537" = getelementptr i32, ptr %".535", i64 %".536"
  store i32 %".533", ptr %".537", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 113
resume7:
  %".540" = mul nuw nsw i64 %".17", 24
  %".541" = mul nuw nsw i64 %".18", 4
  %".542" = add nuw nsw i64 %".540", %".541"
  %".543" = getelementptr i8, ptr %".16", i64 %".542"
  %".544" = load i32, ptr %".543", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".544", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".546" = lshr i32 %".314", 5
  %".547" = mul i32 %".546", 32
  %".548" = getelementptr i8, ptr %".2", i64 216
  %".549" = load ptr, ptr %".548", !noalias !21, !llvm.access.group !22
  %".550" = zext i32 %".547" to i64
  %".551" = getelementptr i32, ptr %".549", i64 %".550"
  %".552" = getelementptr i8, ptr %".2", i64 32
  %".553" = load ptr, ptr %".552", !noalias !21, !llvm.access.group !22
  %".554" = lshr i32 %".314", 5
  %".555" = zext i32 %".554" to i64
  %".556" = getelementptr i64, ptr %".553", i64 %".555"
  %".557" = load i64, ptr %".556", !noalias !21, !llvm.access.group !22
  %".558" = trunc i64 %".557" to i32
  %".559" = and i32 %".314", 31
  %".560" = and i32 2, 31
  %".561" = and i32 31, 31
  %".562" = lshr i32 31, 8
  %".563" = and i32 %".562", 31
  %".564" = and i32 %".559", %".563"
  %".565" = xor i32 %".563", -1
  %".566" = and i32 %".561", %".565"
  %".567" = or i32 %".564", %".566"
  %".568" = and i32 %".559", %".563"
  %".569" = xor i32 %".559", %".560"
  %".570" = icmp sle i32 %".569", %".567"
  %".571" = select  i1 %".570", i32 %".569", i32 %".559"
  %".572" = zext i32 %".314" to i64
  %".573" = getelementptr i8, ptr %".2", i64 216
  %".574" = load ptr, ptr %".573", !noalias !21, !llvm.access.group !22
  %".575" = getelementptr i32, ptr %".574", i64 %".572"
  %".576" = load i32, ptr %".575", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".577" = zext i32 %".576" to i64
  %".578" = zext i32 %".560" to i64
  %".579" = and i32 %".314", %".560"
  %".580" = icmp ne i32 %".579", 0
  %".581" = sub i64 %".572", %".578"
  %".582" = getelementptr i8, ptr %".2", i64 216
  %".583" = load ptr, ptr %".582", !noalias !21, !llvm.access.group !22
  %".584" = getelementptr i32, ptr %".583", i64 %".581"
  %".585" = load i32, ptr %".584", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".586" = zext i32 %".585" to i64
  %".587" = add i64 %".572", %".578"
  %".588" = getelementptr i8, ptr %".2", i64 216
  %".589" = load ptr, ptr %".588", !noalias !21, !llvm.access.group !22
  %".590" = getelementptr i32, ptr %".589", i64 %".587"
  %".591" = load i32, ptr %".590", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".592" = zext i32 %".591" to i64
  %".593" = select  i1 %".580", i64 %".586", i64 %".592"
  %".594" = select  i1 %".570", i64 %".593", i64 %".577"
  %".595" = trunc i64 %".594" to i32
  store i32 %".595", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".597" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".598" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".599" = add i32 %".597", %".598"
  store i32 %".599", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".601" = mul nuw nsw i64 %".17", 24
  %".602" = mul nuw nsw i64 %".18", 4
  %".603" = add nuw nsw i64 %".601", %".602"
  %".604" = getelementptr i8, ptr %".16", i64 %".603"
  store i32 %".599", ptr %".604", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".606" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".607" = getelementptr i8, ptr %".2", i64 224
  %".608" = load ptr, ptr %".607", !noalias !21, !llvm.access.group !22
  %".609" = zext i32 %".314" to i64
  %".610" = getelementptr i32, ptr %".608", i64 %".609"
  store i32 %".606", ptr %".610", !alias.scope !16, !noalias !20, !llvm.access.group !22
  ret i32 129
resume8:
  %".613" = mul nuw nsw i64 %".17", 24
  %".614" = mul nuw nsw i64 %".18", 4
  %".615" = add nuw nsw i64 %".613", %".614"
  %".616" = getelementptr i8, ptr %".16", i64 %".615"
  %".617" = load i32, ptr %".616", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".617", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".619" = lshr i32 %".314", 5
  %".620" = mul i32 %".619", 32
  %".621" = getelementptr i8, ptr %".2", i64 216
  %".622" = load ptr, ptr %".621", !noalias !21, !llvm.access.group !22
  %".623" = zext i32 %".620" to i64
  %".624" = getelementptr i32, ptr %".622", i64 %".623"
  %".625" = getelementptr i8, ptr %".2", i64 32
  %".626" = load ptr, ptr %".625", !noalias !21, !llvm.access.group !22
  %".627" = lshr i32 %".314", 5
  %".628" = zext i32 %".627" to i64
  %".629" = getelementptr i64, ptr %".626", i64 %".628"
  %".630" = load i64, ptr %".629", !noalias !21, !llvm.access.group !22
  %".631" = trunc i64 %".630" to i32
  %".632" = and i32 %".314", 31
  %".633" = and i32 1, 31
  %".634" = and i32 31, 31
  %".635" = lshr i32 31, 8
  %".636" = and i32 %".635", 31
  %".637" = and i32 %".632", %".636"
  %".638" = xor i32 %".636", -1
  %".639" = and i32 %".634", %".638"
  %".640" = or i32 %".637", %".639"
  %".641" = and i32 %".632", %".636"
  %".642" = xor i32 %".632", %".633"
  %".643" = icmp sle i32 %".642", %".640"
  %".644" = select  i1 %".643", i32 %".642", i32 %".632"
  %".645" = zext i32 %".314" to i64
  %".646" = getelementptr i8, ptr %".2", i64 216
  %".647" = load ptr, ptr %".646", !noalias !21, !llvm.access.group !22
  %".648" = getelementptr i32, ptr %".647", i64 %".645"
  %".649" = load i32, ptr %".648", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".650" = zext i32 %".649" to i64
  %".651" = zext i32 %".633" to i64
  %".652" = and i32 %".314", %".633"
  %".653" = icmp ne i32 %".652", 0
  %".654" = sub i64 %".645", %".651"
  %".655" = getelementptr i8, ptr %".2", i64 216
  %".656" = load ptr, ptr %".655", !noalias !21, !llvm.access.group !22
  %".657" = getelementptr i32, ptr %".656", i64 %".654"
  %".658" = load i32, ptr %".657", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".659" = zext i32 %".658" to i64
  %".660" = add i64 %".645", %".651"
  %".661" = getelementptr i8, ptr %".2", i64 216
  %".662" = load ptr, ptr %".661", !noalias !21, !llvm.access.group !22
  %".663" = getelementptr i32, ptr %".662", i64 %".660"
  %".664" = load i32, ptr %".663", !alias.scope !15, !noalias !19, !llvm.access.group !22
  %".665" = zext i32 %".664" to i64
  %".666" = select  i1 %".653", i64 %".659", i64 %".665"
  %".667" = select  i1 %".643", i64 %".666", i64 %".650"
  %".668" = trunc i64 %".667" to i32
  store i32 %".668", i32* %"r9", !noalias !21, !llvm.access.group !22
  %".670" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".671" = load i32, i32* %"r9", !noalias !21, !llvm.access.group !22
  %".672" = add i32 %".670", %".671"
  store i32 %".672", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".674" = mul nuw nsw i64 %".17", 24
  %".675" = mul nuw nsw i64 %".18", 4
  %".676" = add nuw nsw i64 %".674", %".675"
  %".677" = getelementptr i8, ptr %".16", i64 %".676"
  store i32 %".672", ptr %".677", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".679" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".680" = and i32 %".679", 31
  store i32 %".680", i32* %"r10", !noalias !21, !llvm.access.group !22
  %".682" = load i32, i32* %"r10", !noalias !21, !llvm.access.group !22
  %".683" = icmp ne i32 %".682", 0
  store i1 %".683", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".685" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".686" = icmp uge i32 5, 32
  %".687" = select  i1 %".686", i32 0, i32 5
  %".688" = lshr i32 %".685", %".687"
  %".689" = select  i1 %".686", i32 0, i32 %".688"
  store i32 %".689", i32* %"r11", !noalias !21, !llvm.access.group !22
  %".691" = trunc i64 0 to i32
  store i32 %".691", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".693" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".694" = icmp uge i32 2, 32
  %".695" = select  i1 %".694", i32 0, i32 2
  %".696" = shl i32 %".693", %".695"
  %".697" = select  i1 %".694", i32 0, i32 %".696"
  store i32 %".697", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".699" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".700" = load i32, i32* %"r13", !noalias !21, !llvm.access.group !22
  %".701" = add i32 %".699", %".700"
  store i32 %".701", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".703" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  %".704" = xor i1 %".703", -1
  br i1 %".704", label %"guarded", label %"after"
guarded:
  %".706" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".707" = sext i32 %".706" to i64
  %".708" = getelementptr i8, ptr %".2", i64 16
  %".709" = load ptr, ptr %".708", !noalias !21, !llvm.access.group !22
  %".710" = getelementptr i8, ptr %".709", i64 %".707"
  %".711" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  store i32 %".711", ptr %".710", align 4, !noalias !21, !llvm.access.group !22
  br label %"after"
after:
  ret i32 146
resume9:
  %".715" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".716" = icmp ne i32 %".715", 0
  store i1 %".716", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".718" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  br i1 %".718", label %"END", label %"fall.5"
fall.5:
  store i32 0, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".721" = mul nuw nsw i64 %".17", 8
  %".722" = mul nuw nsw i64 %".18", 4
  %".723" = add nuw nsw i64 %".721", %".722"
  %".724" = getelementptr i8, ptr %".16", i64 %".723"
  store i32 0, ptr %".724", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 0, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".727" = mul nuw nsw i64 %".17", 12
  %".728" = mul nuw nsw i64 %".18", 4
  %".729" = add nuw nsw i64 %".727", %".728"
  %".730" = getelementptr i8, ptr %".16", i64 %".729"
  store i32 0, ptr %".730", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".732" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".733" = add i32 %".732", 31
  store i32 %".733", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".735" = mul nuw nsw i64 %".17", 16
  %".736" = mul nuw nsw i64 %".18", 4
  %".737" = add nuw nsw i64 %".735", %".736"
  %".738" = getelementptr i8, ptr %".16", i64 %".737"
  store i32 %".733", ptr %".738", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".740" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".741" = icmp uge i32 5, 32
  %".742" = select  i1 %".741", i32 0, i32 5
  %".743" = lshr i32 %".740", %".742"
  %".744" = select  i1 %".741", i32 0, i32 %".743"
  store i32 %".744", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".746" = mul nuw nsw i64 %".17", 16
  %".747" = mul nuw nsw i64 %".18", 4
  %".748" = add nuw nsw i64 %".746", %".747"
  %".749" = getelementptr i8, ptr %".16", i64 %".748"
  store i32 %".744", ptr %".749", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".751" = trunc i64 0 to i32
  store i32 %".751", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".753" = mul nuw nsw i64 %".17", 20
  %".754" = mul nuw nsw i64 %".18", 4
  %".755" = add nuw nsw i64 %".753", %".754"
  %".756" = getelementptr i8, ptr %".16", i64 %".755"
  store i32 %".751", ptr %".756", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 165
resume10:
  %".759" = mul nuw nsw i64 %".17", 8
  %".760" = mul nuw nsw i64 %".18", 4
  %".761" = add nuw nsw i64 %".759", %".760"
  %".762" = getelementptr i8, ptr %".16", i64 %".761"
  %".763" = load i32, ptr %".762", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".763", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".765" = mul nuw nsw i64 %".17", 12
  %".766" = mul nuw nsw i64 %".18", 4
  %".767" = add nuw nsw i64 %".765", %".766"
  %".768" = getelementptr i8, ptr %".16", i64 %".767"
  %".769" = load i32, ptr %".768", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".769", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".771" = mul nuw nsw i64 %".17", 16
  %".772" = mul nuw nsw i64 %".18", 4
  %".773" = add nuw nsw i64 %".771", %".772"
  %".774" = getelementptr i8, ptr %".16", i64 %".773"
  %".775" = load i32, ptr %".774", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".775", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".777" = mul nuw nsw i64 %".17", 20
  %".778" = mul nuw nsw i64 %".18", 4
  %".779" = add nuw nsw i64 %".777", %".778"
  %".780" = getelementptr i8, ptr %".16", i64 %".779"
  %".781" = load i32, ptr %".780", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".781", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
fall.6:
  %".808" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".809" = sext i32 %".808" to i64
  %".810" = getelementptr i8, ptr %".2", i64 16
  %".811" = load ptr, ptr %".810", !noalias !21, !llvm.access.group !22
  %".812" = getelementptr i8, ptr %".811", i64 %".809"
  %".813" = load i32, ptr %".812", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".813", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".815" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".816" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".817" = add i32 %".815", %".816"
  store i32 %".817", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".819" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".820" = add i32 %".819", 4
  store i32 %".820", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".822" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".823" = add i32 %".822", 1
  store i32 %".823", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".825" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".826" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".827" = icmp ult i32 %".825", %".826"
  store i1 %".827", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".829" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".830" = xor i1 %".829", -1
  br i1 %".830", label %"WARPS.next51", label %"fall.7"
fall.7:
  %".832" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".833" = sext i32 %".832" to i64
  %".834" = getelementptr i8, ptr %".2", i64 16
  %".835" = load ptr, ptr %".834", !noalias !21, !llvm.access.group !22
  %".836" = getelementptr i8, ptr %".835", i64 %".833"
  %".837" = load i32, ptr %".836", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".837", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".839" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".840" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".841" = add i32 %".839", %".840"
  store i32 %".841", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".843" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".844" = add i32 %".843", 4
  store i32 %".844", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".846" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".847" = add i32 %".846", 1
  store i32 %".847", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".849" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".850" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".851" = icmp ult i32 %".849", %".850"
  store i1 %".851", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".853" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".854" = xor i1 %".853", -1
  br i1 %".854", label %"WARPS.next51", label %"fall.8"
fall.8:
  %".856" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".857" = sext i32 %".856" to i64
  %".858" = getelementptr i8, ptr %".2", i64 16
  %".859" = load ptr, ptr %".858", !noalias !21, !llvm.access.group !22
  %".860" = getelementptr i8, ptr %".859", i64 %".857"
  %".861" = load i32, ptr %".860", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".861", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".863" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".864" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".865" = add i32 %".863", %".864"
  store i32 %".865", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".867" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".868" = add i32 %".867", 4
  store i32 %".868", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".870" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".871" = add i32 %".870", 1
  store i32 %".871", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".873" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".874" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".875" = icmp ult i32 %".873", %".874"
  store i1 %".875", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".877" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".878" = xor i1 %".877", -1
  br i1 %".878", label %"WARPS.next51", label %"fall.9"
fall.9:
  %".880" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".881" = mul nuw nsw i64 %".17", 8
  %".882" = mul nuw nsw i64 %".18", 4
  %".883" = add nuw nsw i64 %".881", %".882"
  %".884" = getelementptr i8, ptr %".16", i64 %".883"
  store i32 %".880", ptr %".884", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".886" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".887" = mul nuw nsw i64 %".17", 12
  %".888" = mul nuw nsw i64 %".18", 4
  %".889" = add nuw nsw i64 %".887", %".888"
  %".890" = getelementptr i8, ptr %".16", i64 %".889"
  store i32 %".886", ptr %".890", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".892" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".893" = mul nuw nsw i64 %".17", 20
  %".894" = mul nuw nsw i64 %".18", 4
  %".895" = add nuw nsw i64 %".893", %".894"
  %".896" = getelementptr i8, ptr %".16", i64 %".895"
  store i32 %".892", ptr %".896", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 181
resume11:
  %".899" = mul nuw nsw i64 %".17", 8
  %".900" = mul nuw nsw i64 %".18", 4
  %".901" = add nuw nsw i64 %".899", %".900"
  %".902" = getelementptr i8, ptr %".16", i64 %".901"
  %".903" = load i32, ptr %".902", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".903", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".905" = mul nuw nsw i64 %".17", 12
  %".906" = mul nuw nsw i64 %".18", 4
  %".907" = add nuw nsw i64 %".905", %".906"
  %".908" = getelementptr i8, ptr %".16", i64 %".907"
  %".909" = load i32, ptr %".908", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".909", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".911" = mul nuw nsw i64 %".17", 16
  %".912" = mul nuw nsw i64 %".18", 4
  %".913" = add nuw nsw i64 %".911", %".912"
  %".914" = getelementptr i8, ptr %".16", i64 %".913"
  %".915" = load i32, ptr %".914", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".915", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".917" = mul nuw nsw i64 %".17", 20
  %".918" = mul nuw nsw i64 %".18", 4
  %".919" = add nuw nsw i64 %".917", %".918"
  %".920" = getelementptr i8, ptr %".16", i64 %".919"
  %".921" = load i32, ptr %".920", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".921", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
resume12:
  %".931" = mul nuw nsw i64 %".17", 8
  %".932" = mul nuw nsw i64 %".18", 4
  %".933" = add nuw nsw i64 %".931", %".932"
  %".934" = getelementptr i8, ptr %".16", i64 %".933"
  %".935" = load i32, ptr %".934", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".935", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".937" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".938" = zext i32 %".937" to i64
  %".939" = zext i32 4 to i64
  %".940" = mul i64 %".938", %".939"
  store i64 %".940", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".942" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".943" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".944" = add i64 %".942", %".943"
  store i64 %".944", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".946" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".947" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".948" = inttoptr i64 %".947" to ptr
  %".949" = getelementptr i8, ptr %".948", i64 %".946"
  %".950" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  store i32 %".950", ptr %".949", align 4, !noalias !21, !llvm.access.group !22
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
  %".27" = mul nuw nsw i64 %".26", 0
  %".28" = zext i32 %".4" to i64
  %".29" = mul nuw nsw i64 %".28", 4
  %".30" = add nuw nsw i64 %".27", %".29"
  %".31" = getelementptr i8, ptr %".23", i64 %".30"
  store i32 %".21", ptr %".31"
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
  %".29" = icmp eq i32 %".19", 1
  %".30" = icmp eq i32 %".21", 1
  %".31" = and i1 %".29", %".30"
  switch i32 %".3", label %"warp" [i32 -1, label %"start" i32 -3, label %"at.barrier" i32 -4, label %"all.at.warp" i32 -5, label %"at.step.1"]
done:
  %".1378" = load i32, i32* %"or"
  %".1379" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1378", ptr %".1379"
  %".1381" = load i32, i32* %"and"
  %".1382" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1381", ptr %".1382"
  %".1384" = load i32, i32* %"at.bar"
  %".1385" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1384", ptr %".1385"
  %".1387" = load i32, i32* %"exited"
  %".1388" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1387", ptr %".1388"
  %".1390" = load i32, i32* %"at.step"
  %".1391" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1390", ptr %".1391"
  ret void
start:
  br label %"block0"
warp:
  %".1295" = mul nuw nsw i32 %".3", 32
  %".1296" = icmp eq i32 %".4", -1
  %".1297" = add i32 %".1295", 32
  %".1298" = icmp ule i32 %".1297", %".13"
  %".1299" = and i1 %".1296", %".1298"
  %".1300" = and i1 %".1299", %".31"
  br i1 %".1300", label %"warp.check", label %"warp.each"
at.barrier:
  %".88" = icmp ne i32 %".4", -1
  br i1 %".88", label %"known", label %"scan"
all.at.warp:
  br i1 %".31", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".563" = icmp ne i32 %".4", -1
  br i1 %".563", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !25
tx.head:
  %"tx" = phi  i32 [%".42", %"ty.body"], [%".80", %"tx.body"]
  %".45" = icmp slt i32 %"tx", %".43"
  br i1 %".45", label %"tx.body", label %"tx.end"
tx.body:
  %".47" = add nuw nsw i32 %"tx", %".41"
  %".48" = mul nuw nsw i32 %".47", 32
  %".49" = zext i32 %".48" to i64
  %".50" = getelementptr i8, ptr %".23", i64 %".49"
  %".51" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".50", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".47", i32 %".13")
  %".52" = mul nuw nsw i64 %".28", 0
  %".53" = zext i32 %".47" to i64
  %".54" = mul nuw nsw i64 %".53", 4
  %".55" = add nuw nsw i64 %".52", %".54"
  %".56" = getelementptr i8, ptr %".25", i64 %".55"
  store i32 %".51", ptr %".56", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head", !llvm.loop !29
tx.end:
  %".82" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !26
each:
  br label %"each.head"
known:
  %".90" = lshr i32 %".4", 4
  switch i32 %".90", label %"scan" [i32 9, label %"block9"]
scan:
  %".146" = mul nuw nsw i64 %".28", 0
  %".147" = zext i32 0 to i64
  %".148" = mul nuw nsw i64 %".147", 4
  %".149" = add nuw nsw i64 %".146", %".148"
  %".150" = getelementptr i8, ptr %".25", i64 %".149"
  %".151" = load i32, ptr %".150"
  %".152" = lshr i32 %".151", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block9:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block9"], [%".143", %"ty.end.1"]
  %".93" = icmp slt i32 %"tz.1", %".21"
  br i1 %".93", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".141", %"tx.end.1"]
  %".96" = icmp slt i32 %"ty.1", %".19"
  br i1 %".96", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".98" = mul nuw nsw i32 %".19", %"tz.1"
  %".99" = add nuw nsw i32 %"ty.1", %".98"
  %".100" = mul nuw nsw i32 %".15", %".99"
  %".101" = load i32, i32* %"x.lo"
  %".102" = load i32, i32* %"x.hi"
  br label %"tx.head.1"
ty.end.1:
  %".143" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !32
tx.head.1:
  %"tx.1" = phi  i32 [%".101", %"ty.body.1"], [%".139", %"tx.body.1"]
  %".104" = icmp slt i32 %"tx.1", %".102"
  br i1 %".104", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".106" = add nuw nsw i32 %"tx.1", %".100"
  %".107" = mul nuw nsw i32 %".106", 32
  %".108" = zext i32 %".107" to i64
  %".109" = getelementptr i8, ptr %".23", i64 %".108"
  %".110" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".109", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 9, i32 %".106", i32 %".13")
  %".111" = mul nuw nsw i64 %".28", 0
  %".112" = zext i32 %".106" to i64
  %".113" = mul nuw nsw i64 %".112", 4
  %".114" = add nuw nsw i64 %".111", %".113"
  %".115" = getelementptr i8, ptr %".25", i64 %".114"
  store i32 %".110", ptr %".115", !llvm.access.group !22, !tbaa !31
  %".117" = and i32 %".110", 15
  %".118" = load i32, i32* %"or"
  %".119" = or i32 %".118", %".110"
  store i32 %".119", i32* %"or"
  %".121" = load i32, i32* %"and"
  %".122" = and i32 %".121", %".110"
  store i32 %".122", i32* %"and"
  %".124" = load i32, i32* %"at.bar"
  %".125" = icmp eq i32 %".117", 2
  %".126" = zext i1 %".125" to i32
  %".127" = add i32 %".124", %".126"
  store i32 %".127", i32* %"at.bar"
  %".129" = load i32, i32* %"exited"
  %".130" = icmp eq i32 %".117", 3
  %".131" = zext i1 %".130" to i32
  %".132" = add i32 %".129", %".131"
  store i32 %".132", i32* %"exited"
  %".134" = load i32, i32* %"at.step"
  %".135" = icmp eq i32 %".117", 5
  %".136" = zext i1 %".135" to i32
  %".137" = add i32 %".134", %".136"
  store i32 %".137", i32* %"at.step"
  %".139" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !34
tx.end.1:
  %".141" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !33
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".178", %"same.body"]
  %".155" = icmp slt i32 %"same.1", %".13"
  br i1 %".155", label %"same.body", label %"same.end"
same.body:
  %".157" = add i32 0, %"same.1"
  %".158" = mul nuw nsw i64 %".28", 0
  %".159" = zext i32 %".157" to i64
  %".160" = mul nuw nsw i64 %".159", 4
  %".161" = add nuw nsw i64 %".158", %".160"
  %".162" = getelementptr i8, ptr %".25", i64 %".161"
  %".163" = load i32, ptr %".162"
  %".164" = and i32 %".163", 15
  %".165" = icmp eq i32 %".164", 2
  %".166" = mul nuw nsw i64 %".28", 0
  %".167" = zext i32 %".157" to i64
  %".168" = mul nuw nsw i64 %".167", 4
  %".169" = add nuw nsw i64 %".166", %".168"
  %".170" = getelementptr i8, ptr %".25", i64 %".169"
  %".171" = load i32, ptr %".170"
  %".172" = lshr i32 %".171", 4
  %".173" = icmp eq i32 %".172", %".152"
  %".174" = and i1 %".165", %".173"
  %".175" = load i1, i1* %"same"
  %".176" = and i1 %".175", %".174"
  store i1 %".176", i1* %"same"
  %".178" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".180" = load i1, i1* %"same"
  br i1 %".180", label %"uniform", label %"each"
uniform:
  switch i32 %".152", label %"each" [i32 9, label %"block9"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".227", %"each.body.endif"]
  %".184" = icmp slt i32 %"each.1", %".13"
  br i1 %".184", label %"each.body", label %"each.end"
each.body:
  %".186" = add i32 0, %"each.1"
  %".187" = mul nuw nsw i64 %".28", 0
  %".188" = zext i32 %".186" to i64
  %".189" = mul nuw nsw i64 %".188", 4
  %".190" = add nuw nsw i64 %".187", %".189"
  %".191" = getelementptr i8, ptr %".25", i64 %".190"
  %".192" = load i32, ptr %".191"
  %".193" = and i32 %".192", 15
  %".194" = icmp eq i32 %".193", 2
  br i1 %".194", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".196" = mul nuw nsw i64 %".28", 0
  %".197" = zext i32 %".186" to i64
  %".198" = mul nuw nsw i64 %".197", 4
  %".199" = add nuw nsw i64 %".196", %".198"
  %".200" = getelementptr i8, ptr %".25", i64 %".199"
  %".201" = load i32, ptr %".200"
  %".202" = lshr i32 %".201", 4
  %".203" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".202", i32 %".186")
  %".204" = and i32 %".203", 15
  %".205" = load i32, i32* %"or"
  %".206" = or i32 %".205", %".203"
  store i32 %".206", i32* %"or"
  %".208" = load i32, i32* %"and"
  %".209" = and i32 %".208", %".203"
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
  br label %"each.body.endif"
each.body.endif:
  %".227" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".232" = lshr i32 %".13", 5
  store i32 %".232", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".235" = lshr i32 %".4", 4
  switch i32 %".235", label %"all.at.warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
lanes4:
  %".237" = load i32, i32* %"lo"
  %".238" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".237", %"lanes4"], [%".281", %"lane.end"]
  %".240" = icmp slt i32 %"warp.1", %".238"
  br i1 %".240", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".242" = mul nuw nsw i32 %"warp.1", %"warp.size"
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".283" = mul nuw nsw i32 %".238", %"warp.size.1"
  store i32 %".283", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".279", %"lane.body"]
  %".244" = icmp slt i32 %"lane", 32
  br i1 %".244", label %"lane.body", label %"lane.end"
lane.body:
  %".246" = add nuw nsw i32 %".242", %"lane"
  %".247" = mul nuw nsw i32 %".246", 32
  %".248" = zext i32 %".247" to i64
  %".249" = getelementptr i8, ptr %".23", i64 %".248"
  %".250" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".249", i32 %".246", i32 0, i32 0, i32 4, i32 %".246", i32 %".13")
  %".251" = mul nuw nsw i64 %".28", 0
  %".252" = zext i32 %".246" to i64
  %".253" = mul nuw nsw i64 %".252", 4
  %".254" = add nuw nsw i64 %".251", %".253"
  %".255" = getelementptr i8, ptr %".25", i64 %".254"
  store i32 %".250", ptr %".255", !llvm.access.group !22, !tbaa !31
  %".257" = and i32 %".250", 15
  %".258" = load i32, i32* %"or"
  %".259" = or i32 %".258", %".250"
  store i32 %".259", i32* %"or"
  %".261" = load i32, i32* %"and"
  %".262" = and i32 %".261", %".250"
  store i32 %".262", i32* %"and"
  %".264" = load i32, i32* %"at.bar"
  %".265" = icmp eq i32 %".257", 2
  %".266" = zext i1 %".265" to i32
  %".267" = add i32 %".264", %".266"
  store i32 %".267", i32* %"at.bar"
  %".269" = load i32, i32* %"exited"
  %".270" = icmp eq i32 %".257", 3
  %".271" = zext i1 %".270" to i32
  %".272" = add i32 %".269", %".271"
  store i32 %".272", i32* %"exited"
  %".274" = load i32, i32* %"at.step"
  %".275" = icmp eq i32 %".257", 5
  %".276" = zext i1 %".275" to i32
  %".277" = add i32 %".274", %".276"
  store i32 %".277", i32* %"at.step"
  %".279" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".281" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".285" = load i32, i32* %"tail"
  %".286" = load i32, i32* %"end"
  %".287" = sub i32 %".286", %".285"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".324", %"each.body.1.endif"]
  %".289" = icmp slt i32 %"each.2", %".287"
  br i1 %".289", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".291" = add i32 %".285", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".293" = mul nuw nsw i64 %".28", 0
  %".294" = zext i32 %".291" to i64
  %".295" = mul nuw nsw i64 %".294", 4
  %".296" = add nuw nsw i64 %".293", %".295"
  %".297" = getelementptr i8, ptr %".25", i64 %".296"
  %".298" = load i32, ptr %".297"
  %".299" = lshr i32 %".298", 4
  %".300" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".299", i32 %".291")
  %".301" = and i32 %".300", 15
  %".302" = load i32, i32* %"or"
  %".303" = or i32 %".302", %".300"
  store i32 %".303", i32* %"or"
  %".305" = load i32, i32* %"and"
  %".306" = and i32 %".305", %".300"
  store i32 %".306", i32* %"and"
  %".308" = load i32, i32* %"at.bar"
  %".309" = icmp eq i32 %".301", 2
  %".310" = zext i1 %".309" to i32
  %".311" = add i32 %".308", %".310"
  store i32 %".311", i32* %"at.bar"
  %".313" = load i32, i32* %"exited"
  %".314" = icmp eq i32 %".301", 3
  %".315" = zext i1 %".314" to i32
  %".316" = add i32 %".313", %".315"
  store i32 %".316", i32* %"exited"
  %".318" = load i32, i32* %"at.step"
  %".319" = icmp eq i32 %".301", 5
  %".320" = zext i1 %".319" to i32
  %".321" = add i32 %".318", %".320"
  store i32 %".321", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".324" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".328" = load i32, i32* %"lo"
  %".329" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".328", %"lanes5"], [%".372", %"lane.end.1"]
  %".331" = icmp slt i32 %"warp.2", %".329"
  br i1 %".331", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".333" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".374" = mul nuw nsw i32 %".329", %"warp.size.3"
  store i32 %".374", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".370", %"lane.body.1"]
  %".335" = icmp slt i32 %"lane.1", 32
  br i1 %".335", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".337" = add nuw nsw i32 %".333", %"lane.1"
  %".338" = mul nuw nsw i32 %".337", 32
  %".339" = zext i32 %".338" to i64
  %".340" = getelementptr i8, ptr %".23", i64 %".339"
  %".341" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".340", i32 %".337", i32 0, i32 0, i32 5, i32 %".337", i32 %".13")
  %".342" = mul nuw nsw i64 %".28", 0
  %".343" = zext i32 %".337" to i64
  %".344" = mul nuw nsw i64 %".343", 4
  %".345" = add nuw nsw i64 %".342", %".344"
  %".346" = getelementptr i8, ptr %".25", i64 %".345"
  store i32 %".341", ptr %".346", !llvm.access.group !22, !tbaa !31
  %".348" = and i32 %".341", 15
  %".349" = load i32, i32* %"or"
  %".350" = or i32 %".349", %".341"
  store i32 %".350", i32* %"or"
  %".352" = load i32, i32* %"and"
  %".353" = and i32 %".352", %".341"
  store i32 %".353", i32* %"and"
  %".355" = load i32, i32* %"at.bar"
  %".356" = icmp eq i32 %".348", 2
  %".357" = zext i1 %".356" to i32
  %".358" = add i32 %".355", %".357"
  store i32 %".358", i32* %"at.bar"
  %".360" = load i32, i32* %"exited"
  %".361" = icmp eq i32 %".348", 3
  %".362" = zext i1 %".361" to i32
  %".363" = add i32 %".360", %".362"
  store i32 %".363", i32* %"exited"
  %".365" = load i32, i32* %"at.step"
  %".366" = icmp eq i32 %".348", 5
  %".367" = zext i1 %".366" to i32
  %".368" = add i32 %".365", %".367"
  store i32 %".368", i32* %"at.step"
  %".370" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".372" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".377" = load i32, i32* %"lo"
  %".378" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".377", %"lanes6"], [%".421", %"lane.end.2"]
  %".380" = icmp slt i32 %"warp.3", %".378"
  br i1 %".380", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".382" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".423" = mul nuw nsw i32 %".378", %"warp.size.5"
  store i32 %".423", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".419", %"lane.body.2"]
  %".384" = icmp slt i32 %"lane.2", 32
  br i1 %".384", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".386" = add nuw nsw i32 %".382", %"lane.2"
  %".387" = mul nuw nsw i32 %".386", 32
  %".388" = zext i32 %".387" to i64
  %".389" = getelementptr i8, ptr %".23", i64 %".388"
  %".390" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".389", i32 %".386", i32 0, i32 0, i32 6, i32 %".386", i32 %".13")
  %".391" = mul nuw nsw i64 %".28", 0
  %".392" = zext i32 %".386" to i64
  %".393" = mul nuw nsw i64 %".392", 4
  %".394" = add nuw nsw i64 %".391", %".393"
  %".395" = getelementptr i8, ptr %".25", i64 %".394"
  store i32 %".390", ptr %".395", !llvm.access.group !22, !tbaa !31
  %".397" = and i32 %".390", 15
  %".398" = load i32, i32* %"or"
  %".399" = or i32 %".398", %".390"
  store i32 %".399", i32* %"or"
  %".401" = load i32, i32* %"and"
  %".402" = and i32 %".401", %".390"
  store i32 %".402", i32* %"and"
  %".404" = load i32, i32* %"at.bar"
  %".405" = icmp eq i32 %".397", 2
  %".406" = zext i1 %".405" to i32
  %".407" = add i32 %".404", %".406"
  store i32 %".407", i32* %"at.bar"
  %".409" = load i32, i32* %"exited"
  %".410" = icmp eq i32 %".397", 3
  %".411" = zext i1 %".410" to i32
  %".412" = add i32 %".409", %".411"
  store i32 %".412", i32* %"exited"
  %".414" = load i32, i32* %"at.step"
  %".415" = icmp eq i32 %".397", 5
  %".416" = zext i1 %".415" to i32
  %".417" = add i32 %".414", %".416"
  store i32 %".417", i32* %"at.step"
  %".419" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".421" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".426" = load i32, i32* %"lo"
  %".427" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".426", %"lanes7"], [%".470", %"lane.end.3"]
  %".429" = icmp slt i32 %"warp.4", %".427"
  br i1 %".429", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".431" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".472" = mul nuw nsw i32 %".427", %"warp.size.7"
  store i32 %".472", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".468", %"lane.body.3"]
  %".433" = icmp slt i32 %"lane.3", 32
  br i1 %".433", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".435" = add nuw nsw i32 %".431", %"lane.3"
  %".436" = mul nuw nsw i32 %".435", 32
  %".437" = zext i32 %".436" to i64
  %".438" = getelementptr i8, ptr %".23", i64 %".437"
  %".439" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".438", i32 %".435", i32 0, i32 0, i32 7, i32 %".435", i32 %".13")
  %".440" = mul nuw nsw i64 %".28", 0
  %".441" = zext i32 %".435" to i64
  %".442" = mul nuw nsw i64 %".441", 4
  %".443" = add nuw nsw i64 %".440", %".442"
  %".444" = getelementptr i8, ptr %".25", i64 %".443"
  store i32 %".439", ptr %".444", !llvm.access.group !22, !tbaa !31
  %".446" = and i32 %".439", 15
  %".447" = load i32, i32* %"or"
  %".448" = or i32 %".447", %".439"
  store i32 %".448", i32* %"or"
  %".450" = load i32, i32* %"and"
  %".451" = and i32 %".450", %".439"
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
  %".468" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".470" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".475" = load i32, i32* %"lo"
  %".476" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".475", %"lanes8"], [%".519", %"lane.end.4"]
  %".478" = icmp slt i32 %"warp.5", %".476"
  br i1 %".478", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".480" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".521" = mul nuw nsw i32 %".476", %"warp.size.9"
  store i32 %".521", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".517", %"lane.body.4"]
  %".482" = icmp slt i32 %"lane.4", 32
  br i1 %".482", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".484" = add nuw nsw i32 %".480", %"lane.4"
  %".485" = mul nuw nsw i32 %".484", 32
  %".486" = zext i32 %".485" to i64
  %".487" = getelementptr i8, ptr %".23", i64 %".486"
  %".488" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".487", i32 %".484", i32 0, i32 0, i32 8, i32 %".484", i32 %".13")
  %".489" = mul nuw nsw i64 %".28", 0
  %".490" = zext i32 %".484" to i64
  %".491" = mul nuw nsw i64 %".490", 4
  %".492" = add nuw nsw i64 %".489", %".491"
  %".493" = getelementptr i8, ptr %".25", i64 %".492"
  store i32 %".488", ptr %".493", !llvm.access.group !22, !tbaa !31
  %".495" = and i32 %".488", 15
  %".496" = load i32, i32* %"or"
  %".497" = or i32 %".496", %".488"
  store i32 %".497", i32* %"or"
  %".499" = load i32, i32* %"and"
  %".500" = and i32 %".499", %".488"
  store i32 %".500", i32* %"and"
  %".502" = load i32, i32* %"at.bar"
  %".503" = icmp eq i32 %".495", 2
  %".504" = zext i1 %".503" to i32
  %".505" = add i32 %".502", %".504"
  store i32 %".505", i32* %"at.bar"
  %".507" = load i32, i32* %"exited"
  %".508" = icmp eq i32 %".495", 3
  %".509" = zext i1 %".508" to i32
  %".510" = add i32 %".507", %".509"
  store i32 %".510", i32* %"exited"
  %".512" = load i32, i32* %"at.step"
  %".513" = icmp eq i32 %".495", 5
  %".514" = zext i1 %".513" to i32
  %".515" = add i32 %".512", %".514"
  store i32 %".515", i32* %"at.step"
  %".517" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".519" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".560", %"each.body.2.endif"]
  %".525" = icmp slt i32 %"each.3", %".13"
  br i1 %".525", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".527" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".529" = mul nuw nsw i64 %".28", 0
  %".530" = zext i32 %".527" to i64
  %".531" = mul nuw nsw i64 %".530", 4
  %".532" = add nuw nsw i64 %".529", %".531"
  %".533" = getelementptr i8, ptr %".25", i64 %".532"
  %".534" = load i32, ptr %".533"
  %".535" = lshr i32 %".534", 4
  %".536" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".535", i32 %".527")
  %".537" = and i32 %".536", 15
  %".538" = load i32, i32* %"or"
  %".539" = or i32 %".538", %".536"
  store i32 %".539", i32* %"or"
  %".541" = load i32, i32* %"and"
  %".542" = and i32 %".541", %".536"
  store i32 %".542", i32* %"and"
  %".544" = load i32, i32* %"at.bar"
  %".545" = icmp eq i32 %".537", 2
  %".546" = zext i1 %".545" to i32
  %".547" = add i32 %".544", %".546"
  store i32 %".547", i32* %"at.bar"
  %".549" = load i32, i32* %"exited"
  %".550" = icmp eq i32 %".537", 3
  %".551" = zext i1 %".550" to i32
  %".552" = add i32 %".549", %".551"
  store i32 %".552", i32* %"exited"
  %".554" = load i32, i32* %"at.step"
  %".555" = icmp eq i32 %".537", 5
  %".556" = zext i1 %".555" to i32
  %".557" = add i32 %".554", %".556"
  store i32 %".557", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".560" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".565" = lshr i32 %".4", 4
  %".566" = getelementptr i8, ptr %".2", i64 192
  %".567" = load ptr, ptr %".566"
  %".568" = getelementptr i8, ptr %".1", i64 60
  %".569" = load i32, ptr %".568", !range !1
  %".570" = zext i32 %".569" to i64
  %".571" = mul nuw nsw i64 %".570", 56
  %".572" = getelementptr i8, ptr %".567", i64 %".571"
  switch i32 %".565", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1050" = mul nuw nsw i64 %".28", 0
  %".1051" = zext i32 0 to i64
  %".1052" = mul nuw nsw i64 %".1051", 4
  %".1053" = add nuw nsw i64 %".1050", %".1052"
  %".1054" = getelementptr i8, ptr %".25", i64 %".1053"
  %".1055" = load i32, ptr %".1054"
  %".1056" = lshr i32 %".1055", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".565", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok:
  switch i32 %".565", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1:
  %".574" = getelementptr i8, ptr %".572", i64 8
  store i32 0, ptr %".574", !tbaa !5
  %".576" = mul nuw nsw i64 %".570", 28
  %".577" = getelementptr i8, ptr %".567", i64 %".576"
  %".578" = load i32, ptr %".577"
  %".579" = sub i32 %".578", -2147482624
  %".580" = icmp ult i32 %".579", 4294965248
  store i1 %".580", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".593", %"affine.body"]
  %".583" = icmp slt i32 %"affine", %".13"
  br i1 %".583", label %"affine.body", label %"affine.end"
affine.body:
  %".585" = zext i32 %"affine" to i64
  %".586" = getelementptr i32, ptr %".577", i64 %".585"
  %".587" = load i32, ptr %".586"
  %".588" = load i1, i1* %"same"
  %".589" = add i32 %"affine", %".578"
  %".590" = icmp eq i32 %".587", %".589"
  %".591" = and i1 %".588", %".590"
  store i1 %".591", i1* %"same"
  %".593" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".595" = load i1, i1* %"same"
  br i1 %".595", label %"affine1.28", label %"steps.plain"
affine1.28:
  %".597" = getelementptr i8, ptr %".572", i64 0
  store i32 %".578", ptr %".597", !tbaa !5
  store i32 1, ptr %".574", !tbaa !5
  br label %"affine.ok"
affine2:
  %".601" = getelementptr i8, ptr %".572", i64 8
  %".602" = load i32, ptr %".601", !tbaa !5
  %".603" = icmp ne i32 %".602", 0
  br i1 %".603", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".605" = mul nuw nsw i64 %".570", 28
  %".606" = getelementptr i8, ptr %".567", i64 %".605"
  %".607" = load i32, ptr %".606"
  %".608" = sub i32 %".607", -2147482624
  %".609" = icmp ult i32 %".608", 4294965248
  store i1 %".609", i1* %"same"
  %".611" = load i1, i1* %"same"
  br i1 %".611", label %"affine2.28", label %"steps.plain"
affine2.28:
  %".613" = getelementptr i8, ptr %".572", i64 16
  store i32 %".607", ptr %".613", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".668", %"ty.end.2"]
  %".618" = icmp slt i32 %"tz.2", %".21"
  br i1 %".618", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".666", %"tx.end.2"]
  %".621" = icmp slt i32 %"ty.2", %".19"
  br i1 %".621", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".623" = mul nuw nsw i32 %".19", %"tz.2"
  %".624" = add nuw nsw i32 %"ty.2", %".623"
  %".625" = mul nuw nsw i32 %".15", %".624"
  %".626" = load i32, i32* %"x.lo"
  %".627" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".668" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".626", %"ty.body.2"], [%".664", %"tx.body.2"]
  %".629" = icmp slt i32 %"tx.2", %".627"
  br i1 %".629", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".631" = add nuw nsw i32 %"tx.2", %".625"
  %".632" = mul nuw nsw i32 %".631", 32
  %".633" = zext i32 %".632" to i64
  %".634" = getelementptr i8, ptr %".23", i64 %".633"
  %".635" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".634", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".631", i32 %".13")
  %".636" = mul nuw nsw i64 %".28", 0
  %".637" = zext i32 %".631" to i64
  %".638" = mul nuw nsw i64 %".637", 4
  %".639" = add nuw nsw i64 %".636", %".638"
  %".640" = getelementptr i8, ptr %".25", i64 %".639"
  store i32 %".635", ptr %".640", !llvm.access.group !22, !tbaa !31
  %".642" = and i32 %".635", 15
  %".643" = load i32, i32* %"or"
  %".644" = or i32 %".643", %".635"
  store i32 %".644", i32* %"or"
  %".646" = load i32, i32* %"and"
  %".647" = and i32 %".646", %".635"
  store i32 %".647", i32* %"and"
  %".649" = load i32, i32* %"at.bar"
  %".650" = icmp eq i32 %".642", 2
  %".651" = zext i1 %".650" to i32
  %".652" = add i32 %".649", %".651"
  store i32 %".652", i32* %"at.bar"
  %".654" = load i32, i32* %"exited"
  %".655" = icmp eq i32 %".642", 3
  %".656" = zext i1 %".655" to i32
  %".657" = add i32 %".654", %".656"
  store i32 %".657", i32* %"exited"
  %".659" = load i32, i32* %"at.step"
  %".660" = icmp eq i32 %".642", 5
  %".661" = zext i1 %".660" to i32
  %".662" = add i32 %".659", %".661"
  store i32 %".662", i32* %"at.step"
  %".664" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".666" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".722", %"ty.end.3"]
  %".672" = icmp slt i32 %"tz.3", %".21"
  br i1 %".672", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".720", %"tx.end.3"]
  %".675" = icmp slt i32 %"ty.3", %".19"
  br i1 %".675", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".677" = mul nuw nsw i32 %".19", %"tz.3"
  %".678" = add nuw nsw i32 %"ty.3", %".677"
  %".679" = mul nuw nsw i32 %".15", %".678"
  %".680" = load i32, i32* %"x.lo"
  %".681" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".722" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".680", %"ty.body.3"], [%".718", %"tx.body.3"]
  %".683" = icmp slt i32 %"tx.3", %".681"
  br i1 %".683", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".685" = add nuw nsw i32 %"tx.3", %".679"
  %".686" = mul nuw nsw i32 %".685", 32
  %".687" = zext i32 %".686" to i64
  %".688" = getelementptr i8, ptr %".23", i64 %".687"
  %".689" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".688", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".685", i32 %".13")
  %".690" = mul nuw nsw i64 %".28", 0
  %".691" = zext i32 %".685" to i64
  %".692" = mul nuw nsw i64 %".691", 4
  %".693" = add nuw nsw i64 %".690", %".692"
  %".694" = getelementptr i8, ptr %".25", i64 %".693"
  store i32 %".689", ptr %".694", !llvm.access.group !22, !tbaa !31
  %".696" = and i32 %".689", 15
  %".697" = load i32, i32* %"or"
  %".698" = or i32 %".697", %".689"
  store i32 %".698", i32* %"or"
  %".700" = load i32, i32* %"and"
  %".701" = and i32 %".700", %".689"
  store i32 %".701", i32* %"and"
  %".703" = load i32, i32* %"at.bar"
  %".704" = icmp eq i32 %".696", 2
  %".705" = zext i1 %".704" to i32
  %".706" = add i32 %".703", %".705"
  store i32 %".706", i32* %"at.bar"
  %".708" = load i32, i32* %"exited"
  %".709" = icmp eq i32 %".696", 3
  %".710" = zext i1 %".709" to i32
  %".711" = add i32 %".708", %".710"
  store i32 %".711", i32* %"exited"
  %".713" = load i32, i32* %"at.step"
  %".714" = icmp eq i32 %".696", 5
  %".715" = zext i1 %".714" to i32
  %".716" = add i32 %".713", %".715"
  store i32 %".716", i32* %"at.step"
  %".718" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".720" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".776", %"ty.end.4"]
  %".726" = icmp slt i32 %"tz.4", %".21"
  br i1 %".726", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".774", %"tx.end.4"]
  %".729" = icmp slt i32 %"ty.4", %".19"
  br i1 %".729", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".731" = mul nuw nsw i32 %".19", %"tz.4"
  %".732" = add nuw nsw i32 %"ty.4", %".731"
  %".733" = mul nuw nsw i32 %".15", %".732"
  %".734" = load i32, i32* %"x.lo"
  %".735" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".776" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".734", %"ty.body.4"], [%".772", %"tx.body.4"]
  %".737" = icmp slt i32 %"tx.4", %".735"
  br i1 %".737", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".739" = add nuw nsw i32 %"tx.4", %".733"
  %".740" = mul nuw nsw i32 %".739", 32
  %".741" = zext i32 %".740" to i64
  %".742" = getelementptr i8, ptr %".23", i64 %".741"
  %".743" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".742", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".739", i32 %".13")
  %".744" = mul nuw nsw i64 %".28", 0
  %".745" = zext i32 %".739" to i64
  %".746" = mul nuw nsw i64 %".745", 4
  %".747" = add nuw nsw i64 %".744", %".746"
  %".748" = getelementptr i8, ptr %".25", i64 %".747"
  store i32 %".743", ptr %".748", !llvm.access.group !22, !tbaa !31
  %".750" = and i32 %".743", 15
  %".751" = load i32, i32* %"or"
  %".752" = or i32 %".751", %".743"
  store i32 %".752", i32* %"or"
  %".754" = load i32, i32* %"and"
  %".755" = and i32 %".754", %".743"
  store i32 %".755", i32* %"and"
  %".757" = load i32, i32* %"at.bar"
  %".758" = icmp eq i32 %".750", 2
  %".759" = zext i1 %".758" to i32
  %".760" = add i32 %".757", %".759"
  store i32 %".760", i32* %"at.bar"
  %".762" = load i32, i32* %"exited"
  %".763" = icmp eq i32 %".750", 3
  %".764" = zext i1 %".763" to i32
  %".765" = add i32 %".762", %".764"
  store i32 %".765", i32* %"exited"
  %".767" = load i32, i32* %"at.step"
  %".768" = icmp eq i32 %".750", 5
  %".769" = zext i1 %".768" to i32
  %".770" = add i32 %".767", %".769"
  store i32 %".770", i32* %"at.step"
  %".772" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".774" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block10:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block10"], [%".830", %"ty.end.5"]
  %".780" = icmp slt i32 %"tz.5", %".21"
  br i1 %".780", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".828", %"tx.end.5"]
  %".783" = icmp slt i32 %"ty.5", %".19"
  br i1 %".783", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".785" = mul nuw nsw i32 %".19", %"tz.5"
  %".786" = add nuw nsw i32 %"ty.5", %".785"
  %".787" = mul nuw nsw i32 %".15", %".786"
  %".788" = load i32, i32* %"x.lo"
  %".789" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".830" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".788", %"ty.body.5"], [%".826", %"tx.body.5"]
  %".791" = icmp slt i32 %"tx.5", %".789"
  br i1 %".791", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".793" = add nuw nsw i32 %"tx.5", %".787"
  %".794" = mul nuw nsw i32 %".793", 32
  %".795" = zext i32 %".794" to i64
  %".796" = getelementptr i8, ptr %".23", i64 %".795"
  %".797" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".796", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 10, i32 %".793", i32 %".13")
  %".798" = mul nuw nsw i64 %".28", 0
  %".799" = zext i32 %".793" to i64
  %".800" = mul nuw nsw i64 %".799", 4
  %".801" = add nuw nsw i64 %".798", %".800"
  %".802" = getelementptr i8, ptr %".25", i64 %".801"
  store i32 %".797", ptr %".802", !llvm.access.group !22, !tbaa !31
  %".804" = and i32 %".797", 15
  %".805" = load i32, i32* %"or"
  %".806" = or i32 %".805", %".797"
  store i32 %".806", i32* %"or"
  %".808" = load i32, i32* %"and"
  %".809" = and i32 %".808", %".797"
  store i32 %".809", i32* %"and"
  %".811" = load i32, i32* %"at.bar"
  %".812" = icmp eq i32 %".804", 2
  %".813" = zext i1 %".812" to i32
  %".814" = add i32 %".811", %".813"
  store i32 %".814", i32* %"at.bar"
  %".816" = load i32, i32* %"exited"
  %".817" = icmp eq i32 %".804", 3
  %".818" = zext i1 %".817" to i32
  %".819" = add i32 %".816", %".818"
  store i32 %".819", i32* %"exited"
  %".821" = load i32, i32* %"at.step"
  %".822" = icmp eq i32 %".804", 5
  %".823" = zext i1 %".822" to i32
  %".824" = add i32 %".821", %".823"
  store i32 %".824", i32* %"at.step"
  %".826" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".828" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".884", %"ty.end.6"]
  %".834" = icmp slt i32 %"tz.6", %".21"
  br i1 %".834", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".882", %"tx.end.6"]
  %".837" = icmp slt i32 %"ty.6", %".19"
  br i1 %".837", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".839" = mul nuw nsw i32 %".19", %"tz.6"
  %".840" = add nuw nsw i32 %"ty.6", %".839"
  %".841" = mul nuw nsw i32 %".15", %".840"
  %".842" = load i32, i32* %"x.lo"
  %".843" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".884" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".842", %"ty.body.6"], [%".880", %"tx.body.6"]
  %".845" = icmp slt i32 %"tx.6", %".843"
  br i1 %".845", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".847" = add nuw nsw i32 %"tx.6", %".841"
  %".848" = mul nuw nsw i32 %".847", 32
  %".849" = zext i32 %".848" to i64
  %".850" = getelementptr i8, ptr %".23", i64 %".849"
  %".851" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".850", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".847", i32 %".13")
  %".852" = mul nuw nsw i64 %".28", 0
  %".853" = zext i32 %".847" to i64
  %".854" = mul nuw nsw i64 %".853", 4
  %".855" = add nuw nsw i64 %".852", %".854"
  %".856" = getelementptr i8, ptr %".25", i64 %".855"
  store i32 %".851", ptr %".856", !llvm.access.group !22, !tbaa !31
  %".858" = and i32 %".851", 15
  %".859" = load i32, i32* %"or"
  %".860" = or i32 %".859", %".851"
  store i32 %".860", i32* %"or"
  %".862" = load i32, i32* %"and"
  %".863" = and i32 %".862", %".851"
  store i32 %".863", i32* %"and"
  %".865" = load i32, i32* %"at.bar"
  %".866" = icmp eq i32 %".858", 2
  %".867" = zext i1 %".866" to i32
  %".868" = add i32 %".865", %".867"
  store i32 %".868", i32* %"at.bar"
  %".870" = load i32, i32* %"exited"
  %".871" = icmp eq i32 %".858", 3
  %".872" = zext i1 %".871" to i32
  %".873" = add i32 %".870", %".872"
  store i32 %".873", i32* %"exited"
  %".875" = load i32, i32* %"at.step"
  %".876" = icmp eq i32 %".858", 5
  %".877" = zext i1 %".876" to i32
  %".878" = add i32 %".875", %".877"
  store i32 %".878", i32* %"at.step"
  %".880" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".882" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".938", %"ty.end.7"]
  %".888" = icmp slt i32 %"tz.7", %".21"
  br i1 %".888", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".936", %"tx.end.7"]
  %".891" = icmp slt i32 %"ty.7", %".19"
  br i1 %".891", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".893" = mul nuw nsw i32 %".19", %"tz.7"
  %".894" = add nuw nsw i32 %"ty.7", %".893"
  %".895" = mul nuw nsw i32 %".15", %".894"
  %".896" = load i32, i32* %"x.lo"
  %".897" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".938" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".896", %"ty.body.7"], [%".934", %"tx.body.7"]
  %".899" = icmp slt i32 %"tx.7", %".897"
  br i1 %".899", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".901" = add nuw nsw i32 %"tx.7", %".895"
  %".902" = mul nuw nsw i32 %".901", 32
  %".903" = zext i32 %".902" to i64
  %".904" = getelementptr i8, ptr %".23", i64 %".903"
  %".905" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".904", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".901", i32 %".13")
  %".906" = mul nuw nsw i64 %".28", 0
  %".907" = zext i32 %".901" to i64
  %".908" = mul nuw nsw i64 %".907", 4
  %".909" = add nuw nsw i64 %".906", %".908"
  %".910" = getelementptr i8, ptr %".25", i64 %".909"
  store i32 %".905", ptr %".910", !llvm.access.group !22, !tbaa !31
  %".912" = and i32 %".905", 15
  %".913" = load i32, i32* %"or"
  %".914" = or i32 %".913", %".905"
  store i32 %".914", i32* %"or"
  %".916" = load i32, i32* %"and"
  %".917" = and i32 %".916", %".905"
  store i32 %".917", i32* %"and"
  %".919" = load i32, i32* %"at.bar"
  %".920" = icmp eq i32 %".912", 2
  %".921" = zext i1 %".920" to i32
  %".922" = add i32 %".919", %".921"
  store i32 %".922", i32* %"at.bar"
  %".924" = load i32, i32* %"exited"
  %".925" = icmp eq i32 %".912", 3
  %".926" = zext i1 %".925" to i32
  %".927" = add i32 %".924", %".926"
  store i32 %".927", i32* %"exited"
  %".929" = load i32, i32* %"at.step"
  %".930" = icmp eq i32 %".912", 5
  %".931" = zext i1 %".930" to i32
  %".932" = add i32 %".929", %".931"
  store i32 %".932", i32* %"at.step"
  %".934" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".936" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block1.1:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block1.1"], [%".993", %"ty.end.8"]
  %".943" = icmp slt i32 %"tz.8", %".21"
  br i1 %".943", label %"tz.body.8", label %"tz.end.8"
tz.body.8:
  br label %"ty.head.8"
tz.end.8:
  br label %"done"
ty.head.8:
  %"ty.8" = phi  i32 [0, %"tz.body.8"], [%".991", %"tx.end.8"]
  %".946" = icmp slt i32 %"ty.8", %".19"
  br i1 %".946", label %"ty.body.8", label %"ty.end.8"
ty.body.8:
  %".948" = mul nuw nsw i32 %".19", %"tz.8"
  %".949" = add nuw nsw i32 %"ty.8", %".948"
  %".950" = mul nuw nsw i32 %".15", %".949"
  %".951" = load i32, i32* %"x.lo"
  %".952" = load i32, i32* %"x.hi"
  br label %"tx.head.8"
ty.end.8:
  %".993" = add i32 %"tz.8", 1
  br label %"tz.head.8", !llvm.loop !63
tx.head.8:
  %"tx.8" = phi  i32 [%".951", %"ty.body.8"], [%".989", %"tx.body.8"]
  %".954" = icmp slt i32 %"tx.8", %".952"
  br i1 %".954", label %"tx.body.8", label %"tx.end.8"
tx.body.8:
  %".956" = add nuw nsw i32 %"tx.8", %".950"
  %".957" = mul nuw nsw i32 %".956", 32
  %".958" = zext i32 %".957" to i64
  %".959" = getelementptr i8, ptr %".23", i64 %".958"
  %".960" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".959", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 1, i32 %".956", i32 %".13")
  %".961" = mul nuw nsw i64 %".28", 0
  %".962" = zext i32 %".956" to i64
  %".963" = mul nuw nsw i64 %".962", 4
  %".964" = add nuw nsw i64 %".961", %".963"
  %".965" = getelementptr i8, ptr %".25", i64 %".964"
  store i32 %".960", ptr %".965", !llvm.access.group !22, !tbaa !31
  %".967" = and i32 %".960", 15
  %".968" = load i32, i32* %"or"
  %".969" = or i32 %".968", %".960"
  store i32 %".969", i32* %"or"
  %".971" = load i32, i32* %"and"
  %".972" = and i32 %".971", %".960"
  store i32 %".972", i32* %"and"
  %".974" = load i32, i32* %"at.bar"
  %".975" = icmp eq i32 %".967", 2
  %".976" = zext i1 %".975" to i32
  %".977" = add i32 %".974", %".976"
  store i32 %".977", i32* %"at.bar"
  %".979" = load i32, i32* %"exited"
  %".980" = icmp eq i32 %".967", 3
  %".981" = zext i1 %".980" to i32
  %".982" = add i32 %".979", %".981"
  store i32 %".982", i32* %"exited"
  %".984" = load i32, i32* %"at.step"
  %".985" = icmp eq i32 %".967", 5
  %".986" = zext i1 %".985" to i32
  %".987" = add i32 %".984", %".986"
  store i32 %".987", i32* %"at.step"
  %".989" = add i32 %"tx.8", 1
  br label %"tx.head.8", !llvm.loop !65
tx.end.8:
  %".991" = add i32 %"ty.8", 1
  br label %"ty.head.8", !llvm.loop !64
block2.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block2.1"], [%".1047", %"ty.end.9"]
  %".997" = icmp slt i32 %"tz.9", %".21"
  br i1 %".997", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1045", %"tx.end.9"]
  %".1000" = icmp slt i32 %"ty.9", %".19"
  br i1 %".1000", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1002" = mul nuw nsw i32 %".19", %"tz.9"
  %".1003" = add nuw nsw i32 %"ty.9", %".1002"
  %".1004" = mul nuw nsw i32 %".15", %".1003"
  %".1005" = load i32, i32* %"x.lo"
  %".1006" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1047" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1005", %"ty.body.9"], [%".1043", %"tx.body.9"]
  %".1008" = icmp slt i32 %"tx.9", %".1006"
  br i1 %".1008", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1010" = add nuw nsw i32 %"tx.9", %".1004"
  %".1011" = mul nuw nsw i32 %".1010", 32
  %".1012" = zext i32 %".1011" to i64
  %".1013" = getelementptr i8, ptr %".23", i64 %".1012"
  %".1014" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1013", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 2, i32 %".1010", i32 %".13")
  %".1015" = mul nuw nsw i64 %".28", 0
  %".1016" = zext i32 %".1010" to i64
  %".1017" = mul nuw nsw i64 %".1016", 4
  %".1018" = add nuw nsw i64 %".1015", %".1017"
  %".1019" = getelementptr i8, ptr %".25", i64 %".1018"
  store i32 %".1014", ptr %".1019", !llvm.access.group !22, !tbaa !31
  %".1021" = and i32 %".1014", 15
  %".1022" = load i32, i32* %"or"
  %".1023" = or i32 %".1022", %".1014"
  store i32 %".1023", i32* %"or"
  %".1025" = load i32, i32* %"and"
  %".1026" = and i32 %".1025", %".1014"
  store i32 %".1026", i32* %"and"
  %".1028" = load i32, i32* %"at.bar"
  %".1029" = icmp eq i32 %".1021", 2
  %".1030" = zext i1 %".1029" to i32
  %".1031" = add i32 %".1028", %".1030"
  store i32 %".1031", i32* %"at.bar"
  %".1033" = load i32, i32* %"exited"
  %".1034" = icmp eq i32 %".1021", 3
  %".1035" = zext i1 %".1034" to i32
  %".1036" = add i32 %".1033", %".1035"
  store i32 %".1036", i32* %"exited"
  %".1038" = load i32, i32* %"at.step"
  %".1039" = icmp eq i32 %".1021", 5
  %".1040" = zext i1 %".1039" to i32
  %".1041" = add i32 %".1038", %".1040"
  store i32 %".1041", i32* %"at.step"
  %".1043" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1045" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
step.some:
  br i1 %".31", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1082", %"same.body.1"]
  %".1059" = icmp slt i32 %"same.2", %".13"
  br i1 %".1059", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1061" = add i32 0, %"same.2"
  %".1062" = mul nuw nsw i64 %".28", 0
  %".1063" = zext i32 %".1061" to i64
  %".1064" = mul nuw nsw i64 %".1063", 4
  %".1065" = add nuw nsw i64 %".1062", %".1064"
  %".1066" = getelementptr i8, ptr %".25", i64 %".1065"
  %".1067" = load i32, ptr %".1066"
  %".1068" = and i32 %".1067", 15
  %".1069" = icmp eq i32 %".1068", 5
  %".1070" = mul nuw nsw i64 %".28", 0
  %".1071" = zext i32 %".1061" to i64
  %".1072" = mul nuw nsw i64 %".1071", 4
  %".1073" = add nuw nsw i64 %".1070", %".1072"
  %".1074" = getelementptr i8, ptr %".25", i64 %".1073"
  %".1075" = load i32, ptr %".1074"
  %".1076" = lshr i32 %".1075", 4
  %".1077" = icmp eq i32 %".1076", %".1056"
  %".1078" = and i1 %".1069", %".1077"
  %".1079" = load i1, i1* %"same"
  %".1080" = and i1 %".1079", %".1078"
  store i1 %".1080", i1* %"same"
  %".1082" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1084" = load i1, i1* %"same"
  br i1 %".1084", label %"uniform.1", label %"step.some"
uniform.1:
  %".1086" = getelementptr i8, ptr %".2", i64 192
  %".1087" = load ptr, ptr %".1086"
  %".1088" = getelementptr i8, ptr %".1", i64 60
  %".1089" = load i32, ptr %".1088", !range !1
  %".1090" = zext i32 %".1089" to i64
  %".1091" = mul nuw nsw i64 %".1090", 56
  %".1092" = getelementptr i8, ptr %".1087", i64 %".1091"
  switch i32 %".1056", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1056", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok.1:
  switch i32 %".1056", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1.1:
  %".1094" = getelementptr i8, ptr %".1092", i64 8
  store i32 0, ptr %".1094", !tbaa !5
  %".1096" = mul nuw nsw i64 %".1090", 28
  %".1097" = getelementptr i8, ptr %".1087", i64 %".1096"
  %".1098" = load i32, ptr %".1097"
  %".1099" = sub i32 %".1098", -2147482624
  %".1100" = icmp ult i32 %".1099", 4294965248
  store i1 %".1100", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1113", %"affine.body.1"]
  %".1103" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1103", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1105" = zext i32 %"affine.1" to i64
  %".1106" = getelementptr i32, ptr %".1097", i64 %".1105"
  %".1107" = load i32, ptr %".1106"
  %".1108" = load i1, i1* %"same"
  %".1109" = add i32 %"affine.1", %".1098"
  %".1110" = icmp eq i32 %".1107", %".1109"
  %".1111" = and i1 %".1108", %".1110"
  store i1 %".1111", i1* %"same"
  %".1113" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1115" = load i1, i1* %"same"
  br i1 %".1115", label %"affine1.28.1", label %"steps.plain.1"
affine1.28.1:
  %".1117" = getelementptr i8, ptr %".1092", i64 0
  store i32 %".1098", ptr %".1117", !tbaa !5
  store i32 1, ptr %".1094", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1121" = getelementptr i8, ptr %".1092", i64 8
  %".1122" = load i32, ptr %".1121", !tbaa !5
  %".1123" = icmp ne i32 %".1122", 0
  br i1 %".1123", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1125" = mul nuw nsw i64 %".1090", 28
  %".1126" = getelementptr i8, ptr %".1087", i64 %".1125"
  %".1127" = load i32, ptr %".1126"
  %".1128" = sub i32 %".1127", -2147482624
  %".1129" = icmp ult i32 %".1128", 4294965248
  store i1 %".1129", i1* %"same"
  %".1131" = load i1, i1* %"same"
  br i1 %".1131", label %"affine2.28.1", label %"steps.plain.1"
affine2.28.1:
  %".1133" = getelementptr i8, ptr %".1092", i64 16
  store i32 %".1127", ptr %".1133", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1171", %"run.scan.body"]
  %".1143" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1143", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1145" = mul nuw nsw i64 %".28", 0
  %".1146" = zext i32 %"run.scan.1" to i64
  %".1147" = mul nuw nsw i64 %".1146", 4
  %".1148" = add nuw nsw i64 %".1145", %".1147"
  %".1149" = getelementptr i8, ptr %".25", i64 %".1148"
  %".1150" = load i32, ptr %".1149"
  %".1151" = and i32 %".1150", 15
  %".1152" = icmp eq i32 %".1151", 5
  %".1153" = load i32, i32* %"run.first"
  %".1154" = icmp eq i32 %".1153", -1
  %".1155" = and i1 %".1152", %".1154"
  %".1156" = select  i1 %".1155", i32 %"run.scan.1", i32 %".1153"
  store i32 %".1156", i32* %"run.first"
  %".1158" = load i32, i32* %"run.code"
  %".1159" = select  i1 %".1155", i32 %".1150", i32 %".1158"
  store i32 %".1159", i32* %"run.code"
  %".1161" = icmp ne i32 %".1153", -1
  %".1162" = load i32, i32* %"run.end"
  %".1163" = icmp eq i32 %".1162", -1
  %".1164" = load i32, i32* %"run.code"
  %".1165" = icmp ne i32 %".1150", %".1164"
  %".1166" = and i1 %".1163", %".1165"
  %".1167" = and i1 %".1161", %".1166"
  %".1168" = load i32, i32* %"run.end"
  %".1169" = select  i1 %".1167", i32 %"run.scan.1", i32 %".1168"
  store i32 %".1169", i32* %"run.end"
  %".1171" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1173" = load i32, i32* %"run.end"
  %".1174" = icmp eq i32 %".1173", -1
  %".1175" = select  i1 %".1174", i32 %".13", i32 %".1173"
  store i32 %".1175", i32* %"run.end"
  %".1177" = load i32, i32* %"run.first"
  %".1178" = sub i32 %".1175", %".1177"
  %".1179" = load i32, i32* %"run.first"
  %".1180" = icmp ne i32 %".1179", -1
  %".1181" = shl i32 %".1178", 1
  %".1182" = icmp uge i32 %".1181", %".13"
  %".1183" = and i1 %".1180", %".1182"
  br i1 %".1183", label %"run.found", label %"step.each"
run.found:
  %".1185" = load i32, i32* %"run.code"
  %".1186" = lshr i32 %".1185", 4
  %".1187" = load i32, i32* %"run.first"
  %".1188" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1236", %"others.body.endif"]
  %".1190" = icmp slt i32 %"others", %".13"
  br i1 %".1190", label %"others.body", label %"others.end"
others.body:
  %".1192" = icmp ult i32 %"others", %".1187"
  %".1193" = icmp uge i32 %"others", %".1188"
  %".1194" = or i1 %".1192", %".1193"
  %".1195" = mul nuw nsw i64 %".28", 0
  %".1196" = zext i32 %"others" to i64
  %".1197" = mul nuw nsw i64 %".1196", 4
  %".1198" = add nuw nsw i64 %".1195", %".1197"
  %".1199" = getelementptr i8, ptr %".25", i64 %".1198"
  %".1200" = load i32, ptr %".1199"
  %".1201" = and i32 %".1200", 15
  %".1202" = icmp eq i32 %".1201", 5
  %".1203" = and i1 %".1194", %".1202"
  br i1 %".1203", label %"others.body.if", label %"others.body.endif"
others.end:
  %".1238" = load i32, i32* %"run.first"
  store i32 %".1238", i32* %"x.lo"
  %".1240" = load i32, i32* %"run.end"
  store i32 %".1240", i32* %"x.hi"
  switch i32 %".1186", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
others.body.if:
  %".1205" = mul nuw nsw i64 %".28", 0
  %".1206" = zext i32 %"others" to i64
  %".1207" = mul nuw nsw i64 %".1206", 4
  %".1208" = add nuw nsw i64 %".1205", %".1207"
  %".1209" = getelementptr i8, ptr %".25", i64 %".1208"
  %".1210" = load i32, ptr %".1209"
  %".1211" = lshr i32 %".1210", 4
  %".1212" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1211", i32 %"others")
  %".1213" = and i32 %".1212", 15
  %".1214" = load i32, i32* %"or"
  %".1215" = or i32 %".1214", %".1212"
  store i32 %".1215", i32* %"or"
  %".1217" = load i32, i32* %"and"
  %".1218" = and i32 %".1217", %".1212"
  store i32 %".1218", i32* %"and"
  %".1220" = load i32, i32* %"at.bar"
  %".1221" = icmp eq i32 %".1213", 2
  %".1222" = zext i1 %".1221" to i32
  %".1223" = add i32 %".1220", %".1222"
  store i32 %".1223", i32* %"at.bar"
  %".1225" = load i32, i32* %"exited"
  %".1226" = icmp eq i32 %".1213", 3
  %".1227" = zext i1 %".1226" to i32
  %".1228" = add i32 %".1225", %".1227"
  store i32 %".1228", i32* %"exited"
  %".1230" = load i32, i32* %"at.step"
  %".1231" = icmp eq i32 %".1213", 5
  %".1232" = zext i1 %".1231" to i32
  %".1233" = add i32 %".1230", %".1232"
  store i32 %".1233", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1236" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1292", %"each.body.3.endif"]
  %".1245" = icmp slt i32 %"each.4", %".13"
  br i1 %".1245", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1247" = add i32 0, %"each.4"
  %".1248" = mul nuw nsw i64 %".28", 0
  %".1249" = zext i32 %".1247" to i64
  %".1250" = mul nuw nsw i64 %".1249", 4
  %".1251" = add nuw nsw i64 %".1248", %".1250"
  %".1252" = getelementptr i8, ptr %".25", i64 %".1251"
  %".1253" = load i32, ptr %".1252"
  %".1254" = and i32 %".1253", 15
  %".1255" = icmp eq i32 %".1254", 5
  br i1 %".1255", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1292" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1258" = mul nuw nsw i64 %".28", 0
  %".1259" = zext i32 %".1247" to i64
  %".1260" = mul nuw nsw i64 %".1259", 4
  %".1261" = add nuw nsw i64 %".1258", %".1260"
  %".1262" = getelementptr i8, ptr %".25", i64 %".1261"
  %".1263" = load i32, ptr %".1262"
  %".1264" = lshr i32 %".1263", 4
  %".1265" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1264", i32 %".1247")
  %".1266" = and i32 %".1265", 15
  %".1267" = icmp eq i32 %".1266", 5
  br i1 %".1267", label %"each.step", label %"each.stop"
each.stop:
  %".1269" = and i32 %".1265", 15
  %".1270" = load i32, i32* %"or"
  %".1271" = or i32 %".1270", %".1265"
  store i32 %".1271", i32* %"or"
  %".1273" = load i32, i32* %"and"
  %".1274" = and i32 %".1273", %".1265"
  store i32 %".1274", i32* %"and"
  %".1276" = load i32, i32* %"at.bar"
  %".1277" = icmp eq i32 %".1269", 2
  %".1278" = zext i1 %".1277" to i32
  %".1279" = add i32 %".1276", %".1278"
  store i32 %".1279", i32* %"at.bar"
  %".1281" = load i32, i32* %"exited"
  %".1282" = icmp eq i32 %".1269", 3
  %".1283" = zext i1 %".1282" to i32
  %".1284" = add i32 %".1281", %".1283"
  store i32 %".1284", i32* %"exited"
  %".1286" = load i32, i32* %"at.step"
  %".1287" = icmp eq i32 %".1269", 5
  %".1288" = zext i1 %".1287" to i32
  %".1289" = add i32 %".1286", %".1288"
  store i32 %".1289", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1303" = add nuw nsw i32 %".3", 1
  store i32 %".1303", i32* %"hi"
  %".1305" = add nuw nsw i32 %".1295", 32
  store i32 %".1305", i32* %"end"
  %".1307" = mul nuw nsw i64 %".28", 0
  %".1308" = zext i32 %".1295" to i64
  %".1309" = mul nuw nsw i64 %".1308", 4
  %".1310" = add nuw nsw i64 %".1307", %".1309"
  %".1311" = getelementptr i8, ptr %".25", i64 %".1310"
  %".1312" = load i32, ptr %".1311"
  %".1313" = lshr i32 %".1312", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1331", %"same.body.2"]
  %".1316" = icmp slt i32 %"same.3", 32
  br i1 %".1316", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1318" = add i32 %".1295", %"same.3"
  %".1319" = mul nuw nsw i64 %".28", 0
  %".1320" = zext i32 %".1318" to i64
  %".1321" = mul nuw nsw i64 %".1320", 4
  %".1322" = add nuw nsw i64 %".1319", %".1321"
  %".1323" = getelementptr i8, ptr %".25", i64 %".1322"
  %".1324" = load i32, ptr %".1323"
  %".1325" = lshr i32 %".1324", 4
  %".1326" = icmp eq i32 %".1325", %".1313"
  %".1327" = and i1 1, %".1326"
  %".1328" = load i1, i1* %"same"
  %".1329" = and i1 %".1328", %".1327"
  store i1 %".1329", i1* %"same"
  %".1331" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1333" = load i1, i1* %"same"
  br i1 %".1333", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1313", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1375", %"each.body.4.endif"]
  %".1337" = icmp slt i32 %"each.5", 32
  br i1 %".1337", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1339" = add i32 %".1295", %"each.5"
  %".1340" = shl i32 1, %"each.5"
  %".1341" = and i32 %".4", %".1340"
  %".1342" = icmp ne i32 %".1341", 0
  br i1 %".1342", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1344" = mul nuw nsw i64 %".28", 0
  %".1345" = zext i32 %".1339" to i64
  %".1346" = mul nuw nsw i64 %".1345", 4
  %".1347" = add nuw nsw i64 %".1344", %".1346"
  %".1348" = getelementptr i8, ptr %".25", i64 %".1347"
  %".1349" = load i32, ptr %".1348"
  %".1350" = lshr i32 %".1349", 4
  %".1351" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1350", i32 %".1339")
  %".1352" = and i32 %".1351", 15
  %".1353" = load i32, i32* %"or"
  %".1354" = or i32 %".1353", %".1351"
  store i32 %".1354", i32* %"or"
  %".1356" = load i32, i32* %"and"
  %".1357" = and i32 %".1356", %".1351"
  store i32 %".1357", i32* %"and"
  %".1359" = load i32, i32* %"at.bar"
  %".1360" = icmp eq i32 %".1352", 2
  %".1361" = zext i1 %".1360" to i32
  %".1362" = add i32 %".1359", %".1361"
  store i32 %".1362", i32* %"at.bar"
  %".1364" = load i32, i32* %"exited"
  %".1365" = icmp eq i32 %".1352", 3
  %".1366" = zext i1 %".1365" to i32
  %".1367" = add i32 %".1364", %".1366"
  store i32 %".1367", i32* %"exited"
  %".1369" = load i32, i32* %"at.step"
  %".1370" = icmp eq i32 %".1352", 5
  %".1371" = zext i1 %".1370" to i32
  %".1372" = add i32 %".1369", %".1371"
  store i32 %".1372", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1375" = add i32 %"each.5", 1
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