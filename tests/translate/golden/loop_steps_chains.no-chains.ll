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
  %".19" = load i32, ptr %".18", !range !23
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
  %".1592" = load i32, i32* %"or"
  %".1593" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1592", ptr %".1593"
  %".1595" = load i32, i32* %"and"
  %".1596" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1595", ptr %".1596"
  %".1598" = load i32, i32* %"at.bar"
  %".1599" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1598", ptr %".1599"
  %".1601" = load i32, i32* %"exited"
  %".1602" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1601", ptr %".1602"
  %".1604" = load i32, i32* %"at.step"
  %".1605" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1604", ptr %".1605"
  ret void
start:
  br label %"block0"
warp:
  %".1509" = mul nuw nsw i32 %".3", 32
  %".1510" = icmp eq i32 %".4", -1
  %".1511" = add i32 %".1509", 32
  %".1512" = icmp ule i32 %".1511", %".13"
  %".1513" = and i1 %".1510", %".1512"
  %".1514" = and i1 %".1513", %".29"
  br i1 %".1514", label %"warp.check", label %"warp.each"
at.barrier:
  %".84" = icmp ne i32 %".4", -1
  br i1 %".84", label %"known", label %"scan"
all.at.warp:
  br i1 %".29", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".557" = icmp ne i32 %".4", -1
  br i1 %".557", label %"step.known", label %"step.scan"
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
  br label %"tz.head", !llvm.loop !25
tx.head:
  %"tx" = phi  i32 [0, %"ty.body"], [%".76", %"tx.body"]
  %".41" = icmp slt i32 %"tx", %".15"
  br i1 %".41", label %"tx.body", label %"tx.end"
tx.body:
  %".43" = add nuw nsw i32 %"tx", %".39"
  %".44" = mul nuw nsw i32 %".43", 32
  %".45" = zext i32 %".44" to i64
  %".46" = getelementptr i8, ptr %".21", i64 %".45"
  %".47" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".46", i32 %"tx", i32 %"ty", i32 %"tz", i32 0, i32 %".43", i32 %".13")
  %".48" = mul nuw nsw i64 %".26", 0
  %".49" = zext i32 %".43" to i64
  %".50" = mul nuw nsw i64 %".49", 4
  %".51" = add nuw nsw i64 %".48", %".50"
  %".52" = getelementptr i8, ptr %".23", i64 %".51"
  store i32 %".47", ptr %".52", !llvm.access.group !22, !tbaa !31
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
  br label %"tx.head", !llvm.loop !29
tx.end:
  %".78" = add i32 %"ty", 1
  br label %"ty.head", !llvm.loop !26
each:
  br label %"each.head"
known:
  %".86" = lshr i32 %".4", 4
  switch i32 %".86", label %"scan" [i32 9, label %"block9"]
scan:
  %".140" = mul nuw nsw i64 %".26", 0
  %".141" = zext i32 0 to i64
  %".142" = mul nuw nsw i64 %".141", 4
  %".143" = add nuw nsw i64 %".140", %".142"
  %".144" = getelementptr i8, ptr %".23", i64 %".143"
  %".145" = load i32, ptr %".144"
  %".146" = lshr i32 %".145", 4
  store i1 1, i1* %"same"
  br label %"same.head"
block9:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block9"], [%".137", %"ty.end.1"]
  %".89" = icmp slt i32 %"tz.1", %".19"
  br i1 %".89", label %"tz.body.1", label %"tz.end.1"
tz.body.1:
  br label %"ty.head.1"
tz.end.1:
  br label %"done"
ty.head.1:
  %"ty.1" = phi  i32 [0, %"tz.body.1"], [%".135", %"tx.end.1"]
  %".92" = icmp slt i32 %"ty.1", %".17"
  br i1 %".92", label %"ty.body.1", label %"ty.end.1"
ty.body.1:
  %".94" = mul nuw nsw i32 %".17", %"tz.1"
  %".95" = add nuw nsw i32 %"ty.1", %".94"
  %".96" = mul nuw nsw i32 %".15", %".95"
  br label %"tx.head.1"
ty.end.1:
  %".137" = add i32 %"tz.1", 1
  br label %"tz.head.1", !llvm.loop !32
tx.head.1:
  %"tx.1" = phi  i32 [0, %"ty.body.1"], [%".133", %"tx.body.1"]
  %".98" = icmp slt i32 %"tx.1", %".15"
  br i1 %".98", label %"tx.body.1", label %"tx.end.1"
tx.body.1:
  %".100" = add nuw nsw i32 %"tx.1", %".96"
  %".101" = mul nuw nsw i32 %".100", 32
  %".102" = zext i32 %".101" to i64
  %".103" = getelementptr i8, ptr %".21", i64 %".102"
  %".104" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".103", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 9, i32 %".100", i32 %".13")
  %".105" = mul nuw nsw i64 %".26", 0
  %".106" = zext i32 %".100" to i64
  %".107" = mul nuw nsw i64 %".106", 4
  %".108" = add nuw nsw i64 %".105", %".107"
  %".109" = getelementptr i8, ptr %".23", i64 %".108"
  store i32 %".104", ptr %".109", !llvm.access.group !22, !tbaa !31
  %".111" = and i32 %".104", 15
  %".112" = load i32, i32* %"or"
  %".113" = or i32 %".112", %".104"
  store i32 %".113", i32* %"or"
  %".115" = load i32, i32* %"and"
  %".116" = and i32 %".115", %".104"
  store i32 %".116", i32* %"and"
  %".118" = load i32, i32* %"at.bar"
  %".119" = icmp eq i32 %".111", 2
  %".120" = zext i1 %".119" to i32
  %".121" = add i32 %".118", %".120"
  store i32 %".121", i32* %"at.bar"
  %".123" = load i32, i32* %"exited"
  %".124" = icmp eq i32 %".111", 3
  %".125" = zext i1 %".124" to i32
  %".126" = add i32 %".123", %".125"
  store i32 %".126", i32* %"exited"
  %".128" = load i32, i32* %"at.step"
  %".129" = icmp eq i32 %".111", 5
  %".130" = zext i1 %".129" to i32
  %".131" = add i32 %".128", %".130"
  store i32 %".131", i32* %"at.step"
  %".133" = add i32 %"tx.1", 1
  br label %"tx.head.1", !llvm.loop !34
tx.end.1:
  %".135" = add i32 %"ty.1", 1
  br label %"ty.head.1", !llvm.loop !33
same.head:
  %"same.1" = phi  i32 [0, %"scan"], [%".172", %"same.body"]
  %".149" = icmp slt i32 %"same.1", %".13"
  br i1 %".149", label %"same.body", label %"same.end"
same.body:
  %".151" = add i32 0, %"same.1"
  %".152" = mul nuw nsw i64 %".26", 0
  %".153" = zext i32 %".151" to i64
  %".154" = mul nuw nsw i64 %".153", 4
  %".155" = add nuw nsw i64 %".152", %".154"
  %".156" = getelementptr i8, ptr %".23", i64 %".155"
  %".157" = load i32, ptr %".156"
  %".158" = and i32 %".157", 15
  %".159" = icmp eq i32 %".158", 2
  %".160" = mul nuw nsw i64 %".26", 0
  %".161" = zext i32 %".151" to i64
  %".162" = mul nuw nsw i64 %".161", 4
  %".163" = add nuw nsw i64 %".160", %".162"
  %".164" = getelementptr i8, ptr %".23", i64 %".163"
  %".165" = load i32, ptr %".164"
  %".166" = lshr i32 %".165", 4
  %".167" = icmp eq i32 %".166", %".146"
  %".168" = and i1 %".159", %".167"
  %".169" = load i1, i1* %"same"
  %".170" = and i1 %".169", %".168"
  store i1 %".170", i1* %"same"
  %".172" = add i32 %"same.1", 1
  br label %"same.head"
same.end:
  %".174" = load i1, i1* %"same"
  br i1 %".174", label %"uniform", label %"each"
uniform:
  switch i32 %".146", label %"each" [i32 9, label %"block9"]
each.head:
  %"each.1" = phi  i32 [0, %"each"], [%".221", %"each.body.endif"]
  %".178" = icmp slt i32 %"each.1", %".13"
  br i1 %".178", label %"each.body", label %"each.end"
each.body:
  %".180" = add i32 0, %"each.1"
  %".181" = mul nuw nsw i64 %".26", 0
  %".182" = zext i32 %".180" to i64
  %".183" = mul nuw nsw i64 %".182", 4
  %".184" = add nuw nsw i64 %".181", %".183"
  %".185" = getelementptr i8, ptr %".23", i64 %".184"
  %".186" = load i32, ptr %".185"
  %".187" = and i32 %".186", 15
  %".188" = icmp eq i32 %".187", 2
  br i1 %".188", label %"each.body.if", label %"each.body.endif"
each.end:
  br label %"done"
each.body.if:
  %".190" = mul nuw nsw i64 %".26", 0
  %".191" = zext i32 %".180" to i64
  %".192" = mul nuw nsw i64 %".191", 4
  %".193" = add nuw nsw i64 %".190", %".192"
  %".194" = getelementptr i8, ptr %".23", i64 %".193"
  %".195" = load i32, ptr %".194"
  %".196" = lshr i32 %".195", 4
  %".197" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".196", i32 %".180")
  %".198" = and i32 %".197", 15
  %".199" = load i32, i32* %"or"
  %".200" = or i32 %".199", %".197"
  store i32 %".200", i32* %"or"
  %".202" = load i32, i32* %"and"
  %".203" = and i32 %".202", %".197"
  store i32 %".203", i32* %"and"
  %".205" = load i32, i32* %"at.bar"
  %".206" = icmp eq i32 %".198", 2
  %".207" = zext i1 %".206" to i32
  %".208" = add i32 %".205", %".207"
  store i32 %".208", i32* %"at.bar"
  %".210" = load i32, i32* %"exited"
  %".211" = icmp eq i32 %".198", 3
  %".212" = zext i1 %".211" to i32
  %".213" = add i32 %".210", %".212"
  store i32 %".213", i32* %"exited"
  %".215" = load i32, i32* %"at.step"
  %".216" = icmp eq i32 %".198", 5
  %".217" = zext i1 %".216" to i32
  %".218" = add i32 %".215", %".217"
  store i32 %".218", i32* %"at.step"
  br label %"each.body.endif"
each.body.endif:
  %".221" = add i32 %"each.1", 1
  br label %"each.head"
all.at.warp.each:
  br label %"each.head.2"
all.at.warp.1d:
  store i32 0, i32* %"lo"
  %".226" = lshr i32 %".13", 5
  store i32 %".226", i32* %"hi"
  store i32 %".13", i32* %"end"
  %".229" = lshr i32 %".4", 4
  switch i32 %".229", label %"all.at.warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
lanes4:
  %".231" = load i32, i32* %"lo"
  %".232" = load i32, i32* %"hi"
  br label %"warp.head"
warp.head:
  %"warp.1" = phi  i32 [%".231", %"lanes4"], [%".275", %"lane.end"]
  %".234" = icmp slt i32 %"warp.1", %".232"
  br i1 %".234", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".236" = mul nuw nsw i32 %"warp.1", %"warp.size"
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".277" = mul nuw nsw i32 %".232", %"warp.size.1"
  store i32 %".277", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".273", %"lane.body"]
  %".238" = icmp slt i32 %"lane", 32
  br i1 %".238", label %"lane.body", label %"lane.end"
lane.body:
  %".240" = add nuw nsw i32 %".236", %"lane"
  %".241" = mul nuw nsw i32 %".240", 32
  %".242" = zext i32 %".241" to i64
  %".243" = getelementptr i8, ptr %".21", i64 %".242"
  %".244" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".243", i32 %".240", i32 0, i32 0, i32 4, i32 %".240", i32 %".13")
  %".245" = mul nuw nsw i64 %".26", 0
  %".246" = zext i32 %".240" to i64
  %".247" = mul nuw nsw i64 %".246", 4
  %".248" = add nuw nsw i64 %".245", %".247"
  %".249" = getelementptr i8, ptr %".23", i64 %".248"
  store i32 %".244", ptr %".249", !llvm.access.group !22, !tbaa !31
  %".251" = and i32 %".244", 15
  %".252" = load i32, i32* %"or"
  %".253" = or i32 %".252", %".244"
  store i32 %".253", i32* %"or"
  %".255" = load i32, i32* %"and"
  %".256" = and i32 %".255", %".244"
  store i32 %".256", i32* %"and"
  %".258" = load i32, i32* %"at.bar"
  %".259" = icmp eq i32 %".251", 2
  %".260" = zext i1 %".259" to i32
  %".261" = add i32 %".258", %".260"
  store i32 %".261", i32* %"at.bar"
  %".263" = load i32, i32* %"exited"
  %".264" = icmp eq i32 %".251", 3
  %".265" = zext i1 %".264" to i32
  %".266" = add i32 %".263", %".265"
  store i32 %".266", i32* %"exited"
  %".268" = load i32, i32* %"at.step"
  %".269" = icmp eq i32 %".251", 5
  %".270" = zext i1 %".269" to i32
  %".271" = add i32 %".268", %".270"
  store i32 %".271", i32* %"at.step"
  %".273" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".275" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".279" = load i32, i32* %"tail"
  %".280" = load i32, i32* %"end"
  %".281" = sub i32 %".280", %".279"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".318", %"each.body.1.endif"]
  %".283" = icmp slt i32 %"each.2", %".281"
  br i1 %".283", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".285" = add i32 %".279", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".287" = mul nuw nsw i64 %".26", 0
  %".288" = zext i32 %".285" to i64
  %".289" = mul nuw nsw i64 %".288", 4
  %".290" = add nuw nsw i64 %".287", %".289"
  %".291" = getelementptr i8, ptr %".23", i64 %".290"
  %".292" = load i32, ptr %".291"
  %".293" = lshr i32 %".292", 4
  %".294" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".293", i32 %".285")
  %".295" = and i32 %".294", 15
  %".296" = load i32, i32* %"or"
  %".297" = or i32 %".296", %".294"
  store i32 %".297", i32* %"or"
  %".299" = load i32, i32* %"and"
  %".300" = and i32 %".299", %".294"
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
  br label %"each.body.1.endif"
each.body.1.endif:
  %".318" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".322" = load i32, i32* %"lo"
  %".323" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".322", %"lanes5"], [%".366", %"lane.end.1"]
  %".325" = icmp slt i32 %"warp.2", %".323"
  br i1 %".325", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".327" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".368" = mul nuw nsw i32 %".323", %"warp.size.3"
  store i32 %".368", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".364", %"lane.body.1"]
  %".329" = icmp slt i32 %"lane.1", 32
  br i1 %".329", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".331" = add nuw nsw i32 %".327", %"lane.1"
  %".332" = mul nuw nsw i32 %".331", 32
  %".333" = zext i32 %".332" to i64
  %".334" = getelementptr i8, ptr %".21", i64 %".333"
  %".335" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".334", i32 %".331", i32 0, i32 0, i32 5, i32 %".331", i32 %".13")
  %".336" = mul nuw nsw i64 %".26", 0
  %".337" = zext i32 %".331" to i64
  %".338" = mul nuw nsw i64 %".337", 4
  %".339" = add nuw nsw i64 %".336", %".338"
  %".340" = getelementptr i8, ptr %".23", i64 %".339"
  store i32 %".335", ptr %".340", !llvm.access.group !22, !tbaa !31
  %".342" = and i32 %".335", 15
  %".343" = load i32, i32* %"or"
  %".344" = or i32 %".343", %".335"
  store i32 %".344", i32* %"or"
  %".346" = load i32, i32* %"and"
  %".347" = and i32 %".346", %".335"
  store i32 %".347", i32* %"and"
  %".349" = load i32, i32* %"at.bar"
  %".350" = icmp eq i32 %".342", 2
  %".351" = zext i1 %".350" to i32
  %".352" = add i32 %".349", %".351"
  store i32 %".352", i32* %"at.bar"
  %".354" = load i32, i32* %"exited"
  %".355" = icmp eq i32 %".342", 3
  %".356" = zext i1 %".355" to i32
  %".357" = add i32 %".354", %".356"
  store i32 %".357", i32* %"exited"
  %".359" = load i32, i32* %"at.step"
  %".360" = icmp eq i32 %".342", 5
  %".361" = zext i1 %".360" to i32
  %".362" = add i32 %".359", %".361"
  store i32 %".362", i32* %"at.step"
  %".364" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".366" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".371" = load i32, i32* %"lo"
  %".372" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".371", %"lanes6"], [%".415", %"lane.end.2"]
  %".374" = icmp slt i32 %"warp.3", %".372"
  br i1 %".374", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".376" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".417" = mul nuw nsw i32 %".372", %"warp.size.5"
  store i32 %".417", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".413", %"lane.body.2"]
  %".378" = icmp slt i32 %"lane.2", 32
  br i1 %".378", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".380" = add nuw nsw i32 %".376", %"lane.2"
  %".381" = mul nuw nsw i32 %".380", 32
  %".382" = zext i32 %".381" to i64
  %".383" = getelementptr i8, ptr %".21", i64 %".382"
  %".384" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".383", i32 %".380", i32 0, i32 0, i32 6, i32 %".380", i32 %".13")
  %".385" = mul nuw nsw i64 %".26", 0
  %".386" = zext i32 %".380" to i64
  %".387" = mul nuw nsw i64 %".386", 4
  %".388" = add nuw nsw i64 %".385", %".387"
  %".389" = getelementptr i8, ptr %".23", i64 %".388"
  store i32 %".384", ptr %".389", !llvm.access.group !22, !tbaa !31
  %".391" = and i32 %".384", 15
  %".392" = load i32, i32* %"or"
  %".393" = or i32 %".392", %".384"
  store i32 %".393", i32* %"or"
  %".395" = load i32, i32* %"and"
  %".396" = and i32 %".395", %".384"
  store i32 %".396", i32* %"and"
  %".398" = load i32, i32* %"at.bar"
  %".399" = icmp eq i32 %".391", 2
  %".400" = zext i1 %".399" to i32
  %".401" = add i32 %".398", %".400"
  store i32 %".401", i32* %"at.bar"
  %".403" = load i32, i32* %"exited"
  %".404" = icmp eq i32 %".391", 3
  %".405" = zext i1 %".404" to i32
  %".406" = add i32 %".403", %".405"
  store i32 %".406", i32* %"exited"
  %".408" = load i32, i32* %"at.step"
  %".409" = icmp eq i32 %".391", 5
  %".410" = zext i1 %".409" to i32
  %".411" = add i32 %".408", %".410"
  store i32 %".411", i32* %"at.step"
  %".413" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".415" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".420" = load i32, i32* %"lo"
  %".421" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".420", %"lanes7"], [%".464", %"lane.end.3"]
  %".423" = icmp slt i32 %"warp.4", %".421"
  br i1 %".423", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".425" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".466" = mul nuw nsw i32 %".421", %"warp.size.7"
  store i32 %".466", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".462", %"lane.body.3"]
  %".427" = icmp slt i32 %"lane.3", 32
  br i1 %".427", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".429" = add nuw nsw i32 %".425", %"lane.3"
  %".430" = mul nuw nsw i32 %".429", 32
  %".431" = zext i32 %".430" to i64
  %".432" = getelementptr i8, ptr %".21", i64 %".431"
  %".433" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".432", i32 %".429", i32 0, i32 0, i32 7, i32 %".429", i32 %".13")
  %".434" = mul nuw nsw i64 %".26", 0
  %".435" = zext i32 %".429" to i64
  %".436" = mul nuw nsw i64 %".435", 4
  %".437" = add nuw nsw i64 %".434", %".436"
  %".438" = getelementptr i8, ptr %".23", i64 %".437"
  store i32 %".433", ptr %".438", !llvm.access.group !22, !tbaa !31
  %".440" = and i32 %".433", 15
  %".441" = load i32, i32* %"or"
  %".442" = or i32 %".441", %".433"
  store i32 %".442", i32* %"or"
  %".444" = load i32, i32* %"and"
  %".445" = and i32 %".444", %".433"
  store i32 %".445", i32* %"and"
  %".447" = load i32, i32* %"at.bar"
  %".448" = icmp eq i32 %".440", 2
  %".449" = zext i1 %".448" to i32
  %".450" = add i32 %".447", %".449"
  store i32 %".450", i32* %"at.bar"
  %".452" = load i32, i32* %"exited"
  %".453" = icmp eq i32 %".440", 3
  %".454" = zext i1 %".453" to i32
  %".455" = add i32 %".452", %".454"
  store i32 %".455", i32* %"exited"
  %".457" = load i32, i32* %"at.step"
  %".458" = icmp eq i32 %".440", 5
  %".459" = zext i1 %".458" to i32
  %".460" = add i32 %".457", %".459"
  store i32 %".460", i32* %"at.step"
  %".462" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".464" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".469" = load i32, i32* %"lo"
  %".470" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".469", %"lanes8"], [%".513", %"lane.end.4"]
  %".472" = icmp slt i32 %"warp.5", %".470"
  br i1 %".472", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".474" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".515" = mul nuw nsw i32 %".470", %"warp.size.9"
  store i32 %".515", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".511", %"lane.body.4"]
  %".476" = icmp slt i32 %"lane.4", 32
  br i1 %".476", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".478" = add nuw nsw i32 %".474", %"lane.4"
  %".479" = mul nuw nsw i32 %".478", 32
  %".480" = zext i32 %".479" to i64
  %".481" = getelementptr i8, ptr %".21", i64 %".480"
  %".482" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".481", i32 %".478", i32 0, i32 0, i32 8, i32 %".478", i32 %".13")
  %".483" = mul nuw nsw i64 %".26", 0
  %".484" = zext i32 %".478" to i64
  %".485" = mul nuw nsw i64 %".484", 4
  %".486" = add nuw nsw i64 %".483", %".485"
  %".487" = getelementptr i8, ptr %".23", i64 %".486"
  store i32 %".482", ptr %".487", !llvm.access.group !22, !tbaa !31
  %".489" = and i32 %".482", 15
  %".490" = load i32, i32* %"or"
  %".491" = or i32 %".490", %".482"
  store i32 %".491", i32* %"or"
  %".493" = load i32, i32* %"and"
  %".494" = and i32 %".493", %".482"
  store i32 %".494", i32* %"and"
  %".496" = load i32, i32* %"at.bar"
  %".497" = icmp eq i32 %".489", 2
  %".498" = zext i1 %".497" to i32
  %".499" = add i32 %".496", %".498"
  store i32 %".499", i32* %"at.bar"
  %".501" = load i32, i32* %"exited"
  %".502" = icmp eq i32 %".489", 3
  %".503" = zext i1 %".502" to i32
  %".504" = add i32 %".501", %".503"
  store i32 %".504", i32* %"exited"
  %".506" = load i32, i32* %"at.step"
  %".507" = icmp eq i32 %".489", 5
  %".508" = zext i1 %".507" to i32
  %".509" = add i32 %".506", %".508"
  store i32 %".509", i32* %"at.step"
  %".511" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".513" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".554", %"each.body.2.endif"]
  %".519" = icmp slt i32 %"each.3", %".13"
  br i1 %".519", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".521" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".523" = mul nuw nsw i64 %".26", 0
  %".524" = zext i32 %".521" to i64
  %".525" = mul nuw nsw i64 %".524", 4
  %".526" = add nuw nsw i64 %".523", %".525"
  %".527" = getelementptr i8, ptr %".23", i64 %".526"
  %".528" = load i32, ptr %".527"
  %".529" = lshr i32 %".528", 4
  %".530" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".529", i32 %".521")
  %".531" = and i32 %".530", 15
  %".532" = load i32, i32* %"or"
  %".533" = or i32 %".532", %".530"
  store i32 %".533", i32* %"or"
  %".535" = load i32, i32* %"and"
  %".536" = and i32 %".535", %".530"
  store i32 %".536", i32* %"and"
  %".538" = load i32, i32* %"at.bar"
  %".539" = icmp eq i32 %".531", 2
  %".540" = zext i1 %".539" to i32
  %".541" = add i32 %".538", %".540"
  store i32 %".541", i32* %"at.bar"
  %".543" = load i32, i32* %"exited"
  %".544" = icmp eq i32 %".531", 3
  %".545" = zext i1 %".544" to i32
  %".546" = add i32 %".543", %".545"
  store i32 %".546", i32* %"exited"
  %".548" = load i32, i32* %"at.step"
  %".549" = icmp eq i32 %".531", 5
  %".550" = zext i1 %".549" to i32
  %".551" = add i32 %".548", %".550"
  store i32 %".551", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".554" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".559" = lshr i32 %".4", 4
  %".560" = getelementptr i8, ptr %".2", i64 192
  %".561" = load ptr, ptr %".560"
  %".562" = getelementptr i8, ptr %".1", i64 60
  %".563" = load i32, ptr %".562", !range !1
  %".564" = zext i32 %".563" to i64
  %".565" = mul nuw nsw i64 %".564", 56
  %".566" = getelementptr i8, ptr %".561", i64 %".565"
  switch i32 %".559", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1028" = mul nuw nsw i64 %".26", 0
  %".1029" = zext i32 0 to i64
  %".1030" = mul nuw nsw i64 %".1029", 4
  %".1031" = add nuw nsw i64 %".1028", %".1030"
  %".1032" = getelementptr i8, ptr %".23", i64 %".1031"
  %".1033" = load i32, ptr %".1032"
  %".1034" = lshr i32 %".1033", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".559", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok:
  switch i32 %".559", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1:
  %".568" = getelementptr i8, ptr %".566", i64 8
  store i32 0, ptr %".568", !tbaa !5
  %".570" = mul nuw nsw i64 %".564", 28
  %".571" = getelementptr i8, ptr %".561", i64 %".570"
  %".572" = load i32, ptr %".571"
  %".573" = sub i32 %".572", -2147482624
  %".574" = icmp ult i32 %".573", 4294965248
  store i1 %".574", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".587", %"affine.body"]
  %".577" = icmp slt i32 %"affine", %".13"
  br i1 %".577", label %"affine.body", label %"affine.end"
affine.body:
  %".579" = zext i32 %"affine" to i64
  %".580" = getelementptr i32, ptr %".571", i64 %".579"
  %".581" = load i32, ptr %".580"
  %".582" = load i1, i1* %"same"
  %".583" = add i32 %"affine", %".572"
  %".584" = icmp eq i32 %".581", %".583"
  %".585" = and i1 %".582", %".584"
  store i1 %".585", i1* %"same"
  %".587" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".589" = load i1, i1* %"same"
  br i1 %".589", label %"affine1.28", label %"steps.plain"
affine1.28:
  %".591" = getelementptr i8, ptr %".566", i64 0
  store i32 %".572", ptr %".591", !tbaa !5
  store i32 1, ptr %".568", !tbaa !5
  br label %"affine.ok"
affine2:
  %".595" = getelementptr i8, ptr %".566", i64 8
  %".596" = load i32, ptr %".595", !tbaa !5
  %".597" = icmp ne i32 %".596", 0
  br i1 %".597", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".599" = mul nuw nsw i64 %".564", 28
  %".600" = getelementptr i8, ptr %".561", i64 %".599"
  %".601" = load i32, ptr %".600"
  %".602" = sub i32 %".601", -2147482624
  %".603" = icmp ult i32 %".602", 4294965248
  store i1 %".603", i1* %"same"
  %".605" = load i1, i1* %"same"
  br i1 %".605", label %"affine2.28", label %"steps.plain"
affine2.28:
  %".607" = getelementptr i8, ptr %".566", i64 16
  store i32 %".601", ptr %".607", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".660", %"ty.end.2"]
  %".612" = icmp slt i32 %"tz.2", %".19"
  br i1 %".612", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".658", %"tx.end.2"]
  %".615" = icmp slt i32 %"ty.2", %".17"
  br i1 %".615", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".617" = mul nuw nsw i32 %".17", %"tz.2"
  %".618" = add nuw nsw i32 %"ty.2", %".617"
  %".619" = mul nuw nsw i32 %".15", %".618"
  br label %"tx.head.2"
ty.end.2:
  %".660" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [0, %"ty.body.2"], [%".656", %"tx.body.2"]
  %".621" = icmp slt i32 %"tx.2", %".15"
  br i1 %".621", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".623" = add nuw nsw i32 %"tx.2", %".619"
  %".624" = mul nuw nsw i32 %".623", 32
  %".625" = zext i32 %".624" to i64
  %".626" = getelementptr i8, ptr %".21", i64 %".625"
  %".627" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".626", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".623", i32 %".13")
  %".628" = mul nuw nsw i64 %".26", 0
  %".629" = zext i32 %".623" to i64
  %".630" = mul nuw nsw i64 %".629", 4
  %".631" = add nuw nsw i64 %".628", %".630"
  %".632" = getelementptr i8, ptr %".23", i64 %".631"
  store i32 %".627", ptr %".632", !llvm.access.group !22, !tbaa !31
  %".634" = and i32 %".627", 15
  %".635" = load i32, i32* %"or"
  %".636" = or i32 %".635", %".627"
  store i32 %".636", i32* %"or"
  %".638" = load i32, i32* %"and"
  %".639" = and i32 %".638", %".627"
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
  %".656" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".658" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".712", %"ty.end.3"]
  %".664" = icmp slt i32 %"tz.3", %".19"
  br i1 %".664", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".710", %"tx.end.3"]
  %".667" = icmp slt i32 %"ty.3", %".17"
  br i1 %".667", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".669" = mul nuw nsw i32 %".17", %"tz.3"
  %".670" = add nuw nsw i32 %"ty.3", %".669"
  %".671" = mul nuw nsw i32 %".15", %".670"
  br label %"tx.head.3"
ty.end.3:
  %".712" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [0, %"ty.body.3"], [%".708", %"tx.body.3"]
  %".673" = icmp slt i32 %"tx.3", %".15"
  br i1 %".673", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".675" = add nuw nsw i32 %"tx.3", %".671"
  %".676" = mul nuw nsw i32 %".675", 32
  %".677" = zext i32 %".676" to i64
  %".678" = getelementptr i8, ptr %".21", i64 %".677"
  %".679" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".678", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".675", i32 %".13")
  %".680" = mul nuw nsw i64 %".26", 0
  %".681" = zext i32 %".675" to i64
  %".682" = mul nuw nsw i64 %".681", 4
  %".683" = add nuw nsw i64 %".680", %".682"
  %".684" = getelementptr i8, ptr %".23", i64 %".683"
  store i32 %".679", ptr %".684", !llvm.access.group !22, !tbaa !31
  %".686" = and i32 %".679", 15
  %".687" = load i32, i32* %"or"
  %".688" = or i32 %".687", %".679"
  store i32 %".688", i32* %"or"
  %".690" = load i32, i32* %"and"
  %".691" = and i32 %".690", %".679"
  store i32 %".691", i32* %"and"
  %".693" = load i32, i32* %"at.bar"
  %".694" = icmp eq i32 %".686", 2
  %".695" = zext i1 %".694" to i32
  %".696" = add i32 %".693", %".695"
  store i32 %".696", i32* %"at.bar"
  %".698" = load i32, i32* %"exited"
  %".699" = icmp eq i32 %".686", 3
  %".700" = zext i1 %".699" to i32
  %".701" = add i32 %".698", %".700"
  store i32 %".701", i32* %"exited"
  %".703" = load i32, i32* %"at.step"
  %".704" = icmp eq i32 %".686", 5
  %".705" = zext i1 %".704" to i32
  %".706" = add i32 %".703", %".705"
  store i32 %".706", i32* %"at.step"
  %".708" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".710" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".764", %"ty.end.4"]
  %".716" = icmp slt i32 %"tz.4", %".19"
  br i1 %".716", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".762", %"tx.end.4"]
  %".719" = icmp slt i32 %"ty.4", %".17"
  br i1 %".719", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".721" = mul nuw nsw i32 %".17", %"tz.4"
  %".722" = add nuw nsw i32 %"ty.4", %".721"
  %".723" = mul nuw nsw i32 %".15", %".722"
  br label %"tx.head.4"
ty.end.4:
  %".764" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [0, %"ty.body.4"], [%".760", %"tx.body.4"]
  %".725" = icmp slt i32 %"tx.4", %".15"
  br i1 %".725", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".727" = add nuw nsw i32 %"tx.4", %".723"
  %".728" = mul nuw nsw i32 %".727", 32
  %".729" = zext i32 %".728" to i64
  %".730" = getelementptr i8, ptr %".21", i64 %".729"
  %".731" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".730", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".727", i32 %".13")
  %".732" = mul nuw nsw i64 %".26", 0
  %".733" = zext i32 %".727" to i64
  %".734" = mul nuw nsw i64 %".733", 4
  %".735" = add nuw nsw i64 %".732", %".734"
  %".736" = getelementptr i8, ptr %".23", i64 %".735"
  store i32 %".731", ptr %".736", !llvm.access.group !22, !tbaa !31
  %".738" = and i32 %".731", 15
  %".739" = load i32, i32* %"or"
  %".740" = or i32 %".739", %".731"
  store i32 %".740", i32* %"or"
  %".742" = load i32, i32* %"and"
  %".743" = and i32 %".742", %".731"
  store i32 %".743", i32* %"and"
  %".745" = load i32, i32* %"at.bar"
  %".746" = icmp eq i32 %".738", 2
  %".747" = zext i1 %".746" to i32
  %".748" = add i32 %".745", %".747"
  store i32 %".748", i32* %"at.bar"
  %".750" = load i32, i32* %"exited"
  %".751" = icmp eq i32 %".738", 3
  %".752" = zext i1 %".751" to i32
  %".753" = add i32 %".750", %".752"
  store i32 %".753", i32* %"exited"
  %".755" = load i32, i32* %"at.step"
  %".756" = icmp eq i32 %".738", 5
  %".757" = zext i1 %".756" to i32
  %".758" = add i32 %".755", %".757"
  store i32 %".758", i32* %"at.step"
  %".760" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".762" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block10:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block10"], [%".816", %"ty.end.5"]
  %".768" = icmp slt i32 %"tz.5", %".19"
  br i1 %".768", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".814", %"tx.end.5"]
  %".771" = icmp slt i32 %"ty.5", %".17"
  br i1 %".771", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".773" = mul nuw nsw i32 %".17", %"tz.5"
  %".774" = add nuw nsw i32 %"ty.5", %".773"
  %".775" = mul nuw nsw i32 %".15", %".774"
  br label %"tx.head.5"
ty.end.5:
  %".816" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [0, %"ty.body.5"], [%".812", %"tx.body.5"]
  %".777" = icmp slt i32 %"tx.5", %".15"
  br i1 %".777", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".779" = add nuw nsw i32 %"tx.5", %".775"
  %".780" = mul nuw nsw i32 %".779", 32
  %".781" = zext i32 %".780" to i64
  %".782" = getelementptr i8, ptr %".21", i64 %".781"
  %".783" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".782", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 10, i32 %".779", i32 %".13")
  %".784" = mul nuw nsw i64 %".26", 0
  %".785" = zext i32 %".779" to i64
  %".786" = mul nuw nsw i64 %".785", 4
  %".787" = add nuw nsw i64 %".784", %".786"
  %".788" = getelementptr i8, ptr %".23", i64 %".787"
  store i32 %".783", ptr %".788", !llvm.access.group !22, !tbaa !31
  %".790" = and i32 %".783", 15
  %".791" = load i32, i32* %"or"
  %".792" = or i32 %".791", %".783"
  store i32 %".792", i32* %"or"
  %".794" = load i32, i32* %"and"
  %".795" = and i32 %".794", %".783"
  store i32 %".795", i32* %"and"
  %".797" = load i32, i32* %"at.bar"
  %".798" = icmp eq i32 %".790", 2
  %".799" = zext i1 %".798" to i32
  %".800" = add i32 %".797", %".799"
  store i32 %".800", i32* %"at.bar"
  %".802" = load i32, i32* %"exited"
  %".803" = icmp eq i32 %".790", 3
  %".804" = zext i1 %".803" to i32
  %".805" = add i32 %".802", %".804"
  store i32 %".805", i32* %"exited"
  %".807" = load i32, i32* %"at.step"
  %".808" = icmp eq i32 %".790", 5
  %".809" = zext i1 %".808" to i32
  %".810" = add i32 %".807", %".809"
  store i32 %".810", i32* %"at.step"
  %".812" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".814" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".868", %"ty.end.6"]
  %".820" = icmp slt i32 %"tz.6", %".19"
  br i1 %".820", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".866", %"tx.end.6"]
  %".823" = icmp slt i32 %"ty.6", %".17"
  br i1 %".823", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".825" = mul nuw nsw i32 %".17", %"tz.6"
  %".826" = add nuw nsw i32 %"ty.6", %".825"
  %".827" = mul nuw nsw i32 %".15", %".826"
  br label %"tx.head.6"
ty.end.6:
  %".868" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [0, %"ty.body.6"], [%".864", %"tx.body.6"]
  %".829" = icmp slt i32 %"tx.6", %".15"
  br i1 %".829", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".831" = add nuw nsw i32 %"tx.6", %".827"
  %".832" = mul nuw nsw i32 %".831", 32
  %".833" = zext i32 %".832" to i64
  %".834" = getelementptr i8, ptr %".21", i64 %".833"
  %".835" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".834", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".831", i32 %".13")
  %".836" = mul nuw nsw i64 %".26", 0
  %".837" = zext i32 %".831" to i64
  %".838" = mul nuw nsw i64 %".837", 4
  %".839" = add nuw nsw i64 %".836", %".838"
  %".840" = getelementptr i8, ptr %".23", i64 %".839"
  store i32 %".835", ptr %".840", !llvm.access.group !22, !tbaa !31
  %".842" = and i32 %".835", 15
  %".843" = load i32, i32* %"or"
  %".844" = or i32 %".843", %".835"
  store i32 %".844", i32* %"or"
  %".846" = load i32, i32* %"and"
  %".847" = and i32 %".846", %".835"
  store i32 %".847", i32* %"and"
  %".849" = load i32, i32* %"at.bar"
  %".850" = icmp eq i32 %".842", 2
  %".851" = zext i1 %".850" to i32
  %".852" = add i32 %".849", %".851"
  store i32 %".852", i32* %"at.bar"
  %".854" = load i32, i32* %"exited"
  %".855" = icmp eq i32 %".842", 3
  %".856" = zext i1 %".855" to i32
  %".857" = add i32 %".854", %".856"
  store i32 %".857", i32* %"exited"
  %".859" = load i32, i32* %"at.step"
  %".860" = icmp eq i32 %".842", 5
  %".861" = zext i1 %".860" to i32
  %".862" = add i32 %".859", %".861"
  store i32 %".862", i32* %"at.step"
  %".864" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".866" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".920", %"ty.end.7"]
  %".872" = icmp slt i32 %"tz.7", %".19"
  br i1 %".872", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".918", %"tx.end.7"]
  %".875" = icmp slt i32 %"ty.7", %".17"
  br i1 %".875", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".877" = mul nuw nsw i32 %".17", %"tz.7"
  %".878" = add nuw nsw i32 %"ty.7", %".877"
  %".879" = mul nuw nsw i32 %".15", %".878"
  br label %"tx.head.7"
ty.end.7:
  %".920" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [0, %"ty.body.7"], [%".916", %"tx.body.7"]
  %".881" = icmp slt i32 %"tx.7", %".15"
  br i1 %".881", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".883" = add nuw nsw i32 %"tx.7", %".879"
  %".884" = mul nuw nsw i32 %".883", 32
  %".885" = zext i32 %".884" to i64
  %".886" = getelementptr i8, ptr %".21", i64 %".885"
  %".887" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".886", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".883", i32 %".13")
  %".888" = mul nuw nsw i64 %".26", 0
  %".889" = zext i32 %".883" to i64
  %".890" = mul nuw nsw i64 %".889", 4
  %".891" = add nuw nsw i64 %".888", %".890"
  %".892" = getelementptr i8, ptr %".23", i64 %".891"
  store i32 %".887", ptr %".892", !llvm.access.group !22, !tbaa !31
  %".894" = and i32 %".887", 15
  %".895" = load i32, i32* %"or"
  %".896" = or i32 %".895", %".887"
  store i32 %".896", i32* %"or"
  %".898" = load i32, i32* %"and"
  %".899" = and i32 %".898", %".887"
  store i32 %".899", i32* %"and"
  %".901" = load i32, i32* %"at.bar"
  %".902" = icmp eq i32 %".894", 2
  %".903" = zext i1 %".902" to i32
  %".904" = add i32 %".901", %".903"
  store i32 %".904", i32* %"at.bar"
  %".906" = load i32, i32* %"exited"
  %".907" = icmp eq i32 %".894", 3
  %".908" = zext i1 %".907" to i32
  %".909" = add i32 %".906", %".908"
  store i32 %".909", i32* %"exited"
  %".911" = load i32, i32* %"at.step"
  %".912" = icmp eq i32 %".894", 5
  %".913" = zext i1 %".912" to i32
  %".914" = add i32 %".911", %".913"
  store i32 %".914", i32* %"at.step"
  %".916" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".918" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block1.1:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block1.1"], [%".973", %"ty.end.8"]
  %".925" = icmp slt i32 %"tz.8", %".19"
  br i1 %".925", label %"tz.body.8", label %"tz.end.8"
tz.body.8:
  br label %"ty.head.8"
tz.end.8:
  br label %"done"
ty.head.8:
  %"ty.8" = phi  i32 [0, %"tz.body.8"], [%".971", %"tx.end.8"]
  %".928" = icmp slt i32 %"ty.8", %".17"
  br i1 %".928", label %"ty.body.8", label %"ty.end.8"
ty.body.8:
  %".930" = mul nuw nsw i32 %".17", %"tz.8"
  %".931" = add nuw nsw i32 %"ty.8", %".930"
  %".932" = mul nuw nsw i32 %".15", %".931"
  br label %"tx.head.8"
ty.end.8:
  %".973" = add i32 %"tz.8", 1
  br label %"tz.head.8", !llvm.loop !63
tx.head.8:
  %"tx.8" = phi  i32 [0, %"ty.body.8"], [%".969", %"tx.body.8"]
  %".934" = icmp slt i32 %"tx.8", %".15"
  br i1 %".934", label %"tx.body.8", label %"tx.end.8"
tx.body.8:
  %".936" = add nuw nsw i32 %"tx.8", %".932"
  %".937" = mul nuw nsw i32 %".936", 32
  %".938" = zext i32 %".937" to i64
  %".939" = getelementptr i8, ptr %".21", i64 %".938"
  %".940" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".939", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 1, i32 %".936", i32 %".13")
  %".941" = mul nuw nsw i64 %".26", 0
  %".942" = zext i32 %".936" to i64
  %".943" = mul nuw nsw i64 %".942", 4
  %".944" = add nuw nsw i64 %".941", %".943"
  %".945" = getelementptr i8, ptr %".23", i64 %".944"
  store i32 %".940", ptr %".945", !llvm.access.group !22, !tbaa !31
  %".947" = and i32 %".940", 15
  %".948" = load i32, i32* %"or"
  %".949" = or i32 %".948", %".940"
  store i32 %".949", i32* %"or"
  %".951" = load i32, i32* %"and"
  %".952" = and i32 %".951", %".940"
  store i32 %".952", i32* %"and"
  %".954" = load i32, i32* %"at.bar"
  %".955" = icmp eq i32 %".947", 2
  %".956" = zext i1 %".955" to i32
  %".957" = add i32 %".954", %".956"
  store i32 %".957", i32* %"at.bar"
  %".959" = load i32, i32* %"exited"
  %".960" = icmp eq i32 %".947", 3
  %".961" = zext i1 %".960" to i32
  %".962" = add i32 %".959", %".961"
  store i32 %".962", i32* %"exited"
  %".964" = load i32, i32* %"at.step"
  %".965" = icmp eq i32 %".947", 5
  %".966" = zext i1 %".965" to i32
  %".967" = add i32 %".964", %".966"
  store i32 %".967", i32* %"at.step"
  %".969" = add i32 %"tx.8", 1
  br label %"tx.head.8", !llvm.loop !65
tx.end.8:
  %".971" = add i32 %"ty.8", 1
  br label %"ty.head.8", !llvm.loop !64
block2.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block2.1"], [%".1025", %"ty.end.9"]
  %".977" = icmp slt i32 %"tz.9", %".19"
  br i1 %".977", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1023", %"tx.end.9"]
  %".980" = icmp slt i32 %"ty.9", %".17"
  br i1 %".980", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".982" = mul nuw nsw i32 %".17", %"tz.9"
  %".983" = add nuw nsw i32 %"ty.9", %".982"
  %".984" = mul nuw nsw i32 %".15", %".983"
  br label %"tx.head.9"
ty.end.9:
  %".1025" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [0, %"ty.body.9"], [%".1021", %"tx.body.9"]
  %".986" = icmp slt i32 %"tx.9", %".15"
  br i1 %".986", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".988" = add nuw nsw i32 %"tx.9", %".984"
  %".989" = mul nuw nsw i32 %".988", 32
  %".990" = zext i32 %".989" to i64
  %".991" = getelementptr i8, ptr %".21", i64 %".990"
  %".992" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".991", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 2, i32 %".988", i32 %".13")
  %".993" = mul nuw nsw i64 %".26", 0
  %".994" = zext i32 %".988" to i64
  %".995" = mul nuw nsw i64 %".994", 4
  %".996" = add nuw nsw i64 %".993", %".995"
  %".997" = getelementptr i8, ptr %".23", i64 %".996"
  store i32 %".992", ptr %".997", !llvm.access.group !22, !tbaa !31
  %".999" = and i32 %".992", 15
  %".1000" = load i32, i32* %"or"
  %".1001" = or i32 %".1000", %".992"
  store i32 %".1001", i32* %"or"
  %".1003" = load i32, i32* %"and"
  %".1004" = and i32 %".1003", %".992"
  store i32 %".1004", i32* %"and"
  %".1006" = load i32, i32* %"at.bar"
  %".1007" = icmp eq i32 %".999", 2
  %".1008" = zext i1 %".1007" to i32
  %".1009" = add i32 %".1006", %".1008"
  store i32 %".1009", i32* %"at.bar"
  %".1011" = load i32, i32* %"exited"
  %".1012" = icmp eq i32 %".999", 3
  %".1013" = zext i1 %".1012" to i32
  %".1014" = add i32 %".1011", %".1013"
  store i32 %".1014", i32* %"exited"
  %".1016" = load i32, i32* %"at.step"
  %".1017" = icmp eq i32 %".999", 5
  %".1018" = zext i1 %".1017" to i32
  %".1019" = add i32 %".1016", %".1018"
  store i32 %".1019", i32* %"at.step"
  %".1021" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1023" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
step.some:
  br i1 %".29", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1060", %"same.body.1"]
  %".1037" = icmp slt i32 %"same.2", %".13"
  br i1 %".1037", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1039" = add i32 0, %"same.2"
  %".1040" = mul nuw nsw i64 %".26", 0
  %".1041" = zext i32 %".1039" to i64
  %".1042" = mul nuw nsw i64 %".1041", 4
  %".1043" = add nuw nsw i64 %".1040", %".1042"
  %".1044" = getelementptr i8, ptr %".23", i64 %".1043"
  %".1045" = load i32, ptr %".1044"
  %".1046" = and i32 %".1045", 15
  %".1047" = icmp eq i32 %".1046", 5
  %".1048" = mul nuw nsw i64 %".26", 0
  %".1049" = zext i32 %".1039" to i64
  %".1050" = mul nuw nsw i64 %".1049", 4
  %".1051" = add nuw nsw i64 %".1048", %".1050"
  %".1052" = getelementptr i8, ptr %".23", i64 %".1051"
  %".1053" = load i32, ptr %".1052"
  %".1054" = lshr i32 %".1053", 4
  %".1055" = icmp eq i32 %".1054", %".1034"
  %".1056" = and i1 %".1047", %".1055"
  %".1057" = load i1, i1* %"same"
  %".1058" = and i1 %".1057", %".1056"
  store i1 %".1058", i1* %"same"
  %".1060" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1062" = load i1, i1* %"same"
  br i1 %".1062", label %"uniform.1", label %"step.some"
uniform.1:
  %".1064" = getelementptr i8, ptr %".2", i64 192
  %".1065" = load ptr, ptr %".1064"
  %".1066" = getelementptr i8, ptr %".1", i64 60
  %".1067" = load i32, ptr %".1066", !range !1
  %".1068" = zext i32 %".1067" to i64
  %".1069" = mul nuw nsw i64 %".1068", 56
  %".1070" = getelementptr i8, ptr %".1065", i64 %".1069"
  switch i32 %".1034", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1034", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine.ok.1:
  switch i32 %".1034", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 10, label %"block10" i32 11, label %"block11" i32 12, label %"block12"]
affine1.1:
  %".1072" = getelementptr i8, ptr %".1070", i64 8
  store i32 0, ptr %".1072", !tbaa !5
  %".1074" = mul nuw nsw i64 %".1068", 28
  %".1075" = getelementptr i8, ptr %".1065", i64 %".1074"
  %".1076" = load i32, ptr %".1075"
  %".1077" = sub i32 %".1076", -2147482624
  %".1078" = icmp ult i32 %".1077", 4294965248
  store i1 %".1078", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1091", %"affine.body.1"]
  %".1081" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1081", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1083" = zext i32 %"affine.1" to i64
  %".1084" = getelementptr i32, ptr %".1075", i64 %".1083"
  %".1085" = load i32, ptr %".1084"
  %".1086" = load i1, i1* %"same"
  %".1087" = add i32 %"affine.1", %".1076"
  %".1088" = icmp eq i32 %".1085", %".1087"
  %".1089" = and i1 %".1086", %".1088"
  store i1 %".1089", i1* %"same"
  %".1091" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1093" = load i1, i1* %"same"
  br i1 %".1093", label %"affine1.28.1", label %"steps.plain.1"
affine1.28.1:
  %".1095" = getelementptr i8, ptr %".1070", i64 0
  store i32 %".1076", ptr %".1095", !tbaa !5
  store i32 1, ptr %".1072", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1099" = getelementptr i8, ptr %".1070", i64 8
  %".1100" = load i32, ptr %".1099", !tbaa !5
  %".1101" = icmp ne i32 %".1100", 0
  br i1 %".1101", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1103" = mul nuw nsw i64 %".1068", 28
  %".1104" = getelementptr i8, ptr %".1065", i64 %".1103"
  %".1105" = load i32, ptr %".1104"
  %".1106" = sub i32 %".1105", -2147482624
  %".1107" = icmp ult i32 %".1106", 4294965248
  store i1 %".1107", i1* %"same"
  %".1109" = load i1, i1* %"same"
  br i1 %".1109", label %"affine2.28.1", label %"steps.plain.1"
affine2.28.1:
  %".1111" = getelementptr i8, ptr %".1070", i64 16
  store i32 %".1105", ptr %".1111", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1149", %"run.scan.body"]
  %".1121" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1121", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1123" = mul nuw nsw i64 %".26", 0
  %".1124" = zext i32 %"run.scan.1" to i64
  %".1125" = mul nuw nsw i64 %".1124", 4
  %".1126" = add nuw nsw i64 %".1123", %".1125"
  %".1127" = getelementptr i8, ptr %".23", i64 %".1126"
  %".1128" = load i32, ptr %".1127"
  %".1129" = and i32 %".1128", 15
  %".1130" = icmp eq i32 %".1129", 5
  %".1131" = load i32, i32* %"run.first"
  %".1132" = icmp eq i32 %".1131", -1
  %".1133" = and i1 %".1130", %".1132"
  %".1134" = select  i1 %".1133", i32 %"run.scan.1", i32 %".1131"
  store i32 %".1134", i32* %"run.first"
  %".1136" = load i32, i32* %"run.code"
  %".1137" = select  i1 %".1133", i32 %".1128", i32 %".1136"
  store i32 %".1137", i32* %"run.code"
  %".1139" = icmp ne i32 %".1131", -1
  %".1140" = load i32, i32* %"run.end"
  %".1141" = icmp eq i32 %".1140", -1
  %".1142" = load i32, i32* %"run.code"
  %".1143" = icmp ne i32 %".1128", %".1142"
  %".1144" = and i1 %".1141", %".1143"
  %".1145" = and i1 %".1139", %".1144"
  %".1146" = load i32, i32* %"run.end"
  %".1147" = select  i1 %".1145", i32 %"run.scan.1", i32 %".1146"
  store i32 %".1147", i32* %"run.end"
  %".1149" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1151" = load i32, i32* %"run.end"
  %".1152" = icmp eq i32 %".1151", -1
  %".1153" = select  i1 %".1152", i32 %".13", i32 %".1151"
  store i32 %".1153", i32* %"run.end"
  %".1155" = load i32, i32* %"run.first"
  %".1156" = sub i32 %".1153", %".1155"
  %".1157" = load i32, i32* %"run.first"
  %".1158" = icmp ne i32 %".1157", -1
  %".1159" = shl i32 %".1156", 1
  %".1160" = icmp uge i32 %".1159", %".13"
  %".1161" = and i1 %".1158", %".1160"
  br i1 %".1161", label %"run.found", label %"step.each"
run.found:
  %".1163" = load i32, i32* %"run.code"
  %".1164" = lshr i32 %".1163", 4
  %".1165" = load i32, i32* %"run.first"
  %".1166" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1214", %"others.body.endif"]
  %".1168" = icmp slt i32 %"others", %".13"
  br i1 %".1168", label %"others.body", label %"others.end"
others.body:
  %".1170" = icmp ult i32 %"others", %".1165"
  %".1171" = icmp uge i32 %"others", %".1166"
  %".1172" = or i1 %".1170", %".1171"
  %".1173" = mul nuw nsw i64 %".26", 0
  %".1174" = zext i32 %"others" to i64
  %".1175" = mul nuw nsw i64 %".1174", 4
  %".1176" = add nuw nsw i64 %".1173", %".1175"
  %".1177" = getelementptr i8, ptr %".23", i64 %".1176"
  %".1178" = load i32, ptr %".1177"
  %".1179" = and i32 %".1178", 15
  %".1180" = icmp eq i32 %".1179", 5
  %".1181" = and i1 %".1172", %".1180"
  br i1 %".1181", label %"others.body.if", label %"others.body.endif"
others.end:
  switch i32 %".1164", label %"run.other" [i32 1, label %"run1" i32 2, label %"run2" i32 3, label %"run3" i32 10, label %"run10" i32 11, label %"run11" i32 12, label %"run12"]
others.body.if:
  %".1183" = mul nuw nsw i64 %".26", 0
  %".1184" = zext i32 %"others" to i64
  %".1185" = mul nuw nsw i64 %".1184", 4
  %".1186" = add nuw nsw i64 %".1183", %".1185"
  %".1187" = getelementptr i8, ptr %".23", i64 %".1186"
  %".1188" = load i32, ptr %".1187"
  %".1189" = lshr i32 %".1188", 4
  %".1190" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1189", i32 %"others")
  %".1191" = and i32 %".1190", 15
  %".1192" = load i32, i32* %"or"
  %".1193" = or i32 %".1192", %".1190"
  store i32 %".1193", i32* %"or"
  %".1195" = load i32, i32* %"and"
  %".1196" = and i32 %".1195", %".1190"
  store i32 %".1196", i32* %"and"
  %".1198" = load i32, i32* %"at.bar"
  %".1199" = icmp eq i32 %".1191", 2
  %".1200" = zext i1 %".1199" to i32
  %".1201" = add i32 %".1198", %".1200"
  store i32 %".1201", i32* %"at.bar"
  %".1203" = load i32, i32* %"exited"
  %".1204" = icmp eq i32 %".1191", 3
  %".1205" = zext i1 %".1204" to i32
  %".1206" = add i32 %".1203", %".1205"
  store i32 %".1206", i32* %"exited"
  %".1208" = load i32, i32* %"at.step"
  %".1209" = icmp eq i32 %".1191", 5
  %".1210" = zext i1 %".1209" to i32
  %".1211" = add i32 %".1208", %".1210"
  store i32 %".1211", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1214" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
run1:
  %".1217" = load i32, i32* %"run.first"
  %".1218" = load i32, i32* %"run.end"
  br label %"run.head"
run.head:
  %"run" = phi  i32 [%".1217", %"run1"], [%".1254", %"run.body"]
  %".1220" = icmp slt i32 %"run", %".1218"
  br i1 %".1220", label %"run.body", label %"run.end.1"
run.body:
  %".1222" = mul nuw nsw i32 %"run", 32
  %".1223" = zext i32 %".1222" to i64
  %".1224" = getelementptr i8, ptr %".21", i64 %".1223"
  %".1225" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1224", i32 %"run", i32 0, i32 0, i32 1, i32 %"run", i32 %".13")
  %".1226" = mul nuw nsw i64 %".26", 0
  %".1227" = zext i32 %"run" to i64
  %".1228" = mul nuw nsw i64 %".1227", 4
  %".1229" = add nuw nsw i64 %".1226", %".1228"
  %".1230" = getelementptr i8, ptr %".23", i64 %".1229"
  store i32 %".1225", ptr %".1230", !llvm.access.group !22, !tbaa !31
  %".1232" = and i32 %".1225", 15
  %".1233" = load i32, i32* %"or"
  %".1234" = or i32 %".1233", %".1225"
  store i32 %".1234", i32* %"or"
  %".1236" = load i32, i32* %"and"
  %".1237" = and i32 %".1236", %".1225"
  store i32 %".1237", i32* %"and"
  %".1239" = load i32, i32* %"at.bar"
  %".1240" = icmp eq i32 %".1232", 2
  %".1241" = zext i1 %".1240" to i32
  %".1242" = add i32 %".1239", %".1241"
  store i32 %".1242", i32* %"at.bar"
  %".1244" = load i32, i32* %"exited"
  %".1245" = icmp eq i32 %".1232", 3
  %".1246" = zext i1 %".1245" to i32
  %".1247" = add i32 %".1244", %".1246"
  store i32 %".1247", i32* %"exited"
  %".1249" = load i32, i32* %"at.step"
  %".1250" = icmp eq i32 %".1232", 5
  %".1251" = zext i1 %".1250" to i32
  %".1252" = add i32 %".1249", %".1251"
  store i32 %".1252", i32* %"at.step"
  %".1254" = add i32 %"run", 1
  br label %"run.head", !llvm.loop !69
run.end.1:
  br label %"done"
run2:
  %".1257" = load i32, i32* %"run.first"
  %".1258" = load i32, i32* %"run.end"
  br label %"run.head.1"
run.head.1:
  %"run.1" = phi  i32 [%".1257", %"run2"], [%".1294", %"run.body.1"]
  %".1260" = icmp slt i32 %"run.1", %".1258"
  br i1 %".1260", label %"run.body.1", label %"run.end.2"
run.body.1:
  %".1262" = mul nuw nsw i32 %"run.1", 32
  %".1263" = zext i32 %".1262" to i64
  %".1264" = getelementptr i8, ptr %".21", i64 %".1263"
  %".1265" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1264", i32 %"run.1", i32 0, i32 0, i32 2, i32 %"run.1", i32 %".13")
  %".1266" = mul nuw nsw i64 %".26", 0
  %".1267" = zext i32 %"run.1" to i64
  %".1268" = mul nuw nsw i64 %".1267", 4
  %".1269" = add nuw nsw i64 %".1266", %".1268"
  %".1270" = getelementptr i8, ptr %".23", i64 %".1269"
  store i32 %".1265", ptr %".1270", !llvm.access.group !22, !tbaa !31
  %".1272" = and i32 %".1265", 15
  %".1273" = load i32, i32* %"or"
  %".1274" = or i32 %".1273", %".1265"
  store i32 %".1274", i32* %"or"
  %".1276" = load i32, i32* %"and"
  %".1277" = and i32 %".1276", %".1265"
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
  %".1294" = add i32 %"run.1", 1
  br label %"run.head.1", !llvm.loop !70
run.end.2:
  br label %"done"
run3:
  %".1297" = load i32, i32* %"run.first"
  %".1298" = load i32, i32* %"run.end"
  br label %"run.head.2"
run.head.2:
  %"run.2" = phi  i32 [%".1297", %"run3"], [%".1334", %"run.body.2"]
  %".1300" = icmp slt i32 %"run.2", %".1298"
  br i1 %".1300", label %"run.body.2", label %"run.end.3"
run.body.2:
  %".1302" = mul nuw nsw i32 %"run.2", 32
  %".1303" = zext i32 %".1302" to i64
  %".1304" = getelementptr i8, ptr %".21", i64 %".1303"
  %".1305" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1304", i32 %"run.2", i32 0, i32 0, i32 3, i32 %"run.2", i32 %".13")
  %".1306" = mul nuw nsw i64 %".26", 0
  %".1307" = zext i32 %"run.2" to i64
  %".1308" = mul nuw nsw i64 %".1307", 4
  %".1309" = add nuw nsw i64 %".1306", %".1308"
  %".1310" = getelementptr i8, ptr %".23", i64 %".1309"
  store i32 %".1305", ptr %".1310", !llvm.access.group !22, !tbaa !31
  %".1312" = and i32 %".1305", 15
  %".1313" = load i32, i32* %"or"
  %".1314" = or i32 %".1313", %".1305"
  store i32 %".1314", i32* %"or"
  %".1316" = load i32, i32* %"and"
  %".1317" = and i32 %".1316", %".1305"
  store i32 %".1317", i32* %"and"
  %".1319" = load i32, i32* %"at.bar"
  %".1320" = icmp eq i32 %".1312", 2
  %".1321" = zext i1 %".1320" to i32
  %".1322" = add i32 %".1319", %".1321"
  store i32 %".1322", i32* %"at.bar"
  %".1324" = load i32, i32* %"exited"
  %".1325" = icmp eq i32 %".1312", 3
  %".1326" = zext i1 %".1325" to i32
  %".1327" = add i32 %".1324", %".1326"
  store i32 %".1327", i32* %"exited"
  %".1329" = load i32, i32* %"at.step"
  %".1330" = icmp eq i32 %".1312", 5
  %".1331" = zext i1 %".1330" to i32
  %".1332" = add i32 %".1329", %".1331"
  store i32 %".1332", i32* %"at.step"
  %".1334" = add i32 %"run.2", 1
  br label %"run.head.2", !llvm.loop !71
run.end.3:
  br label %"done"
run10:
  %".1337" = load i32, i32* %"run.first"
  %".1338" = load i32, i32* %"run.end"
  br label %"run.head.3"
run.head.3:
  %"run.3" = phi  i32 [%".1337", %"run10"], [%".1374", %"run.body.3"]
  %".1340" = icmp slt i32 %"run.3", %".1338"
  br i1 %".1340", label %"run.body.3", label %"run.end.4"
run.body.3:
  %".1342" = mul nuw nsw i32 %"run.3", 32
  %".1343" = zext i32 %".1342" to i64
  %".1344" = getelementptr i8, ptr %".21", i64 %".1343"
  %".1345" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1344", i32 %"run.3", i32 0, i32 0, i32 10, i32 %"run.3", i32 %".13")
  %".1346" = mul nuw nsw i64 %".26", 0
  %".1347" = zext i32 %"run.3" to i64
  %".1348" = mul nuw nsw i64 %".1347", 4
  %".1349" = add nuw nsw i64 %".1346", %".1348"
  %".1350" = getelementptr i8, ptr %".23", i64 %".1349"
  store i32 %".1345", ptr %".1350", !llvm.access.group !22, !tbaa !31
  %".1352" = and i32 %".1345", 15
  %".1353" = load i32, i32* %"or"
  %".1354" = or i32 %".1353", %".1345"
  store i32 %".1354", i32* %"or"
  %".1356" = load i32, i32* %"and"
  %".1357" = and i32 %".1356", %".1345"
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
  %".1374" = add i32 %"run.3", 1
  br label %"run.head.3", !llvm.loop !72
run.end.4:
  br label %"done"
run11:
  %".1377" = load i32, i32* %"run.first"
  %".1378" = load i32, i32* %"run.end"
  br label %"run.head.4"
run.head.4:
  %"run.4" = phi  i32 [%".1377", %"run11"], [%".1414", %"run.body.4"]
  %".1380" = icmp slt i32 %"run.4", %".1378"
  br i1 %".1380", label %"run.body.4", label %"run.end.5"
run.body.4:
  %".1382" = mul nuw nsw i32 %"run.4", 32
  %".1383" = zext i32 %".1382" to i64
  %".1384" = getelementptr i8, ptr %".21", i64 %".1383"
  %".1385" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1384", i32 %"run.4", i32 0, i32 0, i32 11, i32 %"run.4", i32 %".13")
  %".1386" = mul nuw nsw i64 %".26", 0
  %".1387" = zext i32 %"run.4" to i64
  %".1388" = mul nuw nsw i64 %".1387", 4
  %".1389" = add nuw nsw i64 %".1386", %".1388"
  %".1390" = getelementptr i8, ptr %".23", i64 %".1389"
  store i32 %".1385", ptr %".1390", !llvm.access.group !22, !tbaa !31
  %".1392" = and i32 %".1385", 15
  %".1393" = load i32, i32* %"or"
  %".1394" = or i32 %".1393", %".1385"
  store i32 %".1394", i32* %"or"
  %".1396" = load i32, i32* %"and"
  %".1397" = and i32 %".1396", %".1385"
  store i32 %".1397", i32* %"and"
  %".1399" = load i32, i32* %"at.bar"
  %".1400" = icmp eq i32 %".1392", 2
  %".1401" = zext i1 %".1400" to i32
  %".1402" = add i32 %".1399", %".1401"
  store i32 %".1402", i32* %"at.bar"
  %".1404" = load i32, i32* %"exited"
  %".1405" = icmp eq i32 %".1392", 3
  %".1406" = zext i1 %".1405" to i32
  %".1407" = add i32 %".1404", %".1406"
  store i32 %".1407", i32* %"exited"
  %".1409" = load i32, i32* %"at.step"
  %".1410" = icmp eq i32 %".1392", 5
  %".1411" = zext i1 %".1410" to i32
  %".1412" = add i32 %".1409", %".1411"
  store i32 %".1412", i32* %"at.step"
  %".1414" = add i32 %"run.4", 1
  br label %"run.head.4", !llvm.loop !73
run.end.5:
  br label %"done"
run12:
  %".1417" = load i32, i32* %"run.first"
  %".1418" = load i32, i32* %"run.end"
  br label %"run.head.5"
run.head.5:
  %"run.5" = phi  i32 [%".1417", %"run12"], [%".1454", %"run.body.5"]
  %".1420" = icmp slt i32 %"run.5", %".1418"
  br i1 %".1420", label %"run.body.5", label %"run.end.6"
run.body.5:
  %".1422" = mul nuw nsw i32 %"run.5", 32
  %".1423" = zext i32 %".1422" to i64
  %".1424" = getelementptr i8, ptr %".21", i64 %".1423"
  %".1425" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1424", i32 %"run.5", i32 0, i32 0, i32 12, i32 %"run.5", i32 %".13")
  %".1426" = mul nuw nsw i64 %".26", 0
  %".1427" = zext i32 %"run.5" to i64
  %".1428" = mul nuw nsw i64 %".1427", 4
  %".1429" = add nuw nsw i64 %".1426", %".1428"
  %".1430" = getelementptr i8, ptr %".23", i64 %".1429"
  store i32 %".1425", ptr %".1430", !llvm.access.group !22, !tbaa !31
  %".1432" = and i32 %".1425", 15
  %".1433" = load i32, i32* %"or"
  %".1434" = or i32 %".1433", %".1425"
  store i32 %".1434", i32* %"or"
  %".1436" = load i32, i32* %"and"
  %".1437" = and i32 %".1436", %".1425"
  store i32 %".1437", i32* %"and"
  %".1439" = load i32, i32* %"at.bar"
  %".1440" = icmp eq i32 %".1432", 2
  %".1441" = zext i1 %".1440" to i32
  %".1442" = add i32 %".1439", %".1441"
  store i32 %".1442", i32* %"at.bar"
  %".1444" = load i32, i32* %"exited"
  %".1445" = icmp eq i32 %".1432", 3
  %".1446" = zext i1 %".1445" to i32
  %".1447" = add i32 %".1444", %".1446"
  store i32 %".1447", i32* %"exited"
  %".1449" = load i32, i32* %"at.step"
  %".1450" = icmp eq i32 %".1432", 5
  %".1451" = zext i1 %".1450" to i32
  %".1452" = add i32 %".1449", %".1451"
  store i32 %".1452", i32* %"at.step"
  %".1454" = add i32 %"run.5", 1
  br label %"run.head.5", !llvm.loop !74
run.end.6:
  br label %"done"
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1506", %"each.body.3.endif"]
  %".1459" = icmp slt i32 %"each.4", %".13"
  br i1 %".1459", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1461" = add i32 0, %"each.4"
  %".1462" = mul nuw nsw i64 %".26", 0
  %".1463" = zext i32 %".1461" to i64
  %".1464" = mul nuw nsw i64 %".1463", 4
  %".1465" = add nuw nsw i64 %".1462", %".1464"
  %".1466" = getelementptr i8, ptr %".23", i64 %".1465"
  %".1467" = load i32, ptr %".1466"
  %".1468" = and i32 %".1467", 15
  %".1469" = icmp eq i32 %".1468", 5
  br i1 %".1469", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1506" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1472" = mul nuw nsw i64 %".26", 0
  %".1473" = zext i32 %".1461" to i64
  %".1474" = mul nuw nsw i64 %".1473", 4
  %".1475" = add nuw nsw i64 %".1472", %".1474"
  %".1476" = getelementptr i8, ptr %".23", i64 %".1475"
  %".1477" = load i32, ptr %".1476"
  %".1478" = lshr i32 %".1477", 4
  %".1479" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1478", i32 %".1461")
  %".1480" = and i32 %".1479", 15
  %".1481" = icmp eq i32 %".1480", 5
  br i1 %".1481", label %"each.step", label %"each.stop"
each.stop:
  %".1483" = and i32 %".1479", 15
  %".1484" = load i32, i32* %"or"
  %".1485" = or i32 %".1484", %".1479"
  store i32 %".1485", i32* %"or"
  %".1487" = load i32, i32* %"and"
  %".1488" = and i32 %".1487", %".1479"
  store i32 %".1488", i32* %"and"
  %".1490" = load i32, i32* %"at.bar"
  %".1491" = icmp eq i32 %".1483", 2
  %".1492" = zext i1 %".1491" to i32
  %".1493" = add i32 %".1490", %".1492"
  store i32 %".1493", i32* %"at.bar"
  %".1495" = load i32, i32* %"exited"
  %".1496" = icmp eq i32 %".1483", 3
  %".1497" = zext i1 %".1496" to i32
  %".1498" = add i32 %".1495", %".1497"
  store i32 %".1498", i32* %"exited"
  %".1500" = load i32, i32* %"at.step"
  %".1501" = icmp eq i32 %".1483", 5
  %".1502" = zext i1 %".1501" to i32
  %".1503" = add i32 %".1500", %".1502"
  store i32 %".1503", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1517" = add nuw nsw i32 %".3", 1
  store i32 %".1517", i32* %"hi"
  %".1519" = add nuw nsw i32 %".1509", 32
  store i32 %".1519", i32* %"end"
  %".1521" = mul nuw nsw i64 %".26", 0
  %".1522" = zext i32 %".1509" to i64
  %".1523" = mul nuw nsw i64 %".1522", 4
  %".1524" = add nuw nsw i64 %".1521", %".1523"
  %".1525" = getelementptr i8, ptr %".23", i64 %".1524"
  %".1526" = load i32, ptr %".1525"
  %".1527" = lshr i32 %".1526", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1545", %"same.body.2"]
  %".1530" = icmp slt i32 %"same.3", 32
  br i1 %".1530", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1532" = add i32 %".1509", %"same.3"
  %".1533" = mul nuw nsw i64 %".26", 0
  %".1534" = zext i32 %".1532" to i64
  %".1535" = mul nuw nsw i64 %".1534", 4
  %".1536" = add nuw nsw i64 %".1533", %".1535"
  %".1537" = getelementptr i8, ptr %".23", i64 %".1536"
  %".1538" = load i32, ptr %".1537"
  %".1539" = lshr i32 %".1538", 4
  %".1540" = icmp eq i32 %".1539", %".1527"
  %".1541" = and i1 1, %".1540"
  %".1542" = load i1, i1* %"same"
  %".1543" = and i1 %".1542", %".1541"
  store i1 %".1543", i1* %"same"
  %".1545" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1547" = load i1, i1* %"same"
  br i1 %".1547", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1527", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1589", %"each.body.4.endif"]
  %".1551" = icmp slt i32 %"each.5", 32
  br i1 %".1551", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1553" = add i32 %".1509", %"each.5"
  %".1554" = shl i32 1, %"each.5"
  %".1555" = and i32 %".4", %".1554"
  %".1556" = icmp ne i32 %".1555", 0
  br i1 %".1556", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1558" = mul nuw nsw i64 %".26", 0
  %".1559" = zext i32 %".1553" to i64
  %".1560" = mul nuw nsw i64 %".1559", 4
  %".1561" = add nuw nsw i64 %".1558", %".1560"
  %".1562" = getelementptr i8, ptr %".23", i64 %".1561"
  %".1563" = load i32, ptr %".1562"
  %".1564" = lshr i32 %".1563", 4
  %".1565" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1564", i32 %".1553")
  %".1566" = and i32 %".1565", 15
  %".1567" = load i32, i32* %"or"
  %".1568" = or i32 %".1567", %".1565"
  store i32 %".1568", i32* %"or"
  %".1570" = load i32, i32* %"and"
  %".1571" = and i32 %".1570", %".1565"
  store i32 %".1571", i32* %"and"
  %".1573" = load i32, i32* %"at.bar"
  %".1574" = icmp eq i32 %".1566", 2
  %".1575" = zext i1 %".1574" to i32
  %".1576" = add i32 %".1573", %".1575"
  store i32 %".1576", i32* %"at.bar"
  %".1578" = load i32, i32* %"exited"
  %".1579" = icmp eq i32 %".1566", 3
  %".1580" = zext i1 %".1579" to i32
  %".1581" = add i32 %".1578", %".1580"
  store i32 %".1581", i32* %"exited"
  %".1583" = load i32, i32* %"at.step"
  %".1584" = icmp eq i32 %".1566", 5
  %".1585" = zext i1 %".1584" to i32
  %".1586" = add i32 %".1583", %".1585"
  store i32 %".1586", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1589" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !75, !align !76
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !23
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !77
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !78
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
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !79
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
!69 = distinct !{!69, !28, !27, !24}
!70 = distinct !{!70, !28, !27, !24}
!71 = distinct !{!71, !28, !27, !24}
!72 = distinct !{!72, !28, !27, !24}
!73 = distinct !{!73, !28, !27, !24}
!74 = distinct !{!74, !28, !27, !24}
!75 = !{ i64 20 }
!76 = !{ i64 16 }
!77 = !{ i32 1, i32 -2147483648 }
!78 = !{ i32 1, i32 65536 }
!79 = !{ !"branch_weights", i32 1, i32 99 }