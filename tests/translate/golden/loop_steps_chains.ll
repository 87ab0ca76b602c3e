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
  %".981" = and i32 %".7", 65535
  switch i32 %".981", label %"region.bad" [i32 0, label %"body" i32 1, label %"resume1" i32 2, label %"resume2" i32 3, label %"resume3" i32 4, label %"resume4" i32 5, label %"resume5" i32 6, label %"resume6" i32 7, label %"resume7" i32 8, label %"resume8" i32 9, label %"resume9" i32 10, label %"resume10" i32 11, label %"resume11" i32 12, label %"resume12" i32 13, label %"resume13"]
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
  %".70" = mul nuw nsw i64 %".17", 28
  %".71" = mul nuw nsw i64 %".18", 4
  %".72" = add nuw nsw i64 %".70", %".71"
  %".73" = getelementptr i8, ptr %".16", i64 %".72"
  store i32 0, ptr %".73", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".75" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  store i32 %".75", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".77" = mul nuw nsw i64 %".17", 32
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
  %".810" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".811" = sext i32 %".810" to i64
  %".812" = getelementptr i8, ptr %".2", i64 16
  %".813" = load ptr, ptr %".812", !noalias !21, !llvm.access.group !22
  %".814" = getelementptr i8, ptr %".813", i64 %".811"
  %".815" = load i32, ptr %".814", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".815", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".817" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".818" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".819" = add i32 %".817", %".818"
  store i32 %".819", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".821" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".822" = add i32 %".821", 4
  store i32 %".822", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".824" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".825" = add i32 %".824", 1
  store i32 %".825", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".827" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".828" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".829" = icmp ult i32 %".827", %".828"
  store i1 %".829", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".831" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".832" = xor i1 %".831", -1
  br i1 %".832", label %"WARPS.next51", label %"fall.6"
END:
  ret i32 3
LOOP.next18:
  %".292" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  %".293" = mul nuw nsw i64 %".17", 28
  %".294" = mul nuw nsw i64 %".18", 4
  %".295" = add nuw nsw i64 %".293", %".294"
  %".296" = getelementptr i8, ptr %".16", i64 %".295"
  store i32 %".292", ptr %".296", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 53
WARPS.next51:
  %".950" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".951" = mul nuw nsw i64 %".17", 12
  %".952" = mul nuw nsw i64 %".18", 4
  %".953" = add nuw nsw i64 %".951", %".952"
  %".954" = getelementptr i8, ptr %".16", i64 %".953"
  store i32 %".950", ptr %".954", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 213
fall:
  ret i32 21
resume1:
  %".89" = mul nuw nsw i64 %".17", 28
  %".90" = mul nuw nsw i64 %".18", 4
  %".91" = add nuw nsw i64 %".89", %".90"
  %".92" = getelementptr i8, ptr %".16", i64 %".91"
  %".93" = load i32, ptr %".92", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".93", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".95" = mul nuw nsw i64 %".17", 32
  %".96" = mul nuw nsw i64 %".18", 4
  %".97" = add nuw nsw i64 %".95", %".96"
  %".98" = getelementptr i8, ptr %".16", i64 %".97"
  %".99" = load i32, ptr %".98", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".99", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".101" = and i32 %".7", 65536
  %".102" = icmp ne i32 %".101", 0
  %".103" = mul nuw nsw i64 %".17", 64
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
  %".257" = mul nuw nsw i64 %".17", 28
  %".258" = mul nuw nsw i64 %".18", 4
  %".259" = add nuw nsw i64 %".257", %".258"
  %".260" = getelementptr i8, ptr %".16", i64 %".259"
  store i32 %".256", ptr %".260", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".262" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".263" = mul nuw nsw i64 %".17", 32
  %".264" = mul nuw nsw i64 %".18", 4
  %".265" = add nuw nsw i64 %".263", %".264"
  %".266" = getelementptr i8, ptr %".16", i64 %".265"
  store i32 %".262", ptr %".266", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 37
resume2:
  %".269" = mul nuw nsw i64 %".17", 28
  %".270" = mul nuw nsw i64 %".18", 4
  %".271" = add nuw nsw i64 %".269", %".270"
  %".272" = getelementptr i8, ptr %".16", i64 %".271"
  %".273" = load i32, ptr %".272", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".273", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".275" = mul nuw nsw i64 %".17", 32
  %".276" = mul nuw nsw i64 %".18", 4
  %".277" = add nuw nsw i64 %".275", %".276"
  %".278" = getelementptr i8, ptr %".16", i64 %".277"
  %".279" = load i32, ptr %".278", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".279", i32* %"r6", !noalias !21, !llvm.access.group !22
  %".281" = and i32 %".7", 65536
  %".282" = icmp ne i32 %".281", 0
  %".283" = mul nuw nsw i64 %".17", 64
  %".284" = add nuw nsw i64 %".283", 16
  %".285" = getelementptr i8, ptr %".16", i64 %".284"
  %".286" = load i32, ptr %".285", !tbaa !5, !range !6, !alias.scope !14, !noalias !18, !llvm.access.group !22
  %".287" = add nsw i32 %".8", %".286"
  %".288" = load i32, i32* %"r6", !noalias !21, !llvm.access.group !22
  %".289" = select  i1 %".282", i32 %".287", i32 %".288"
  store i32 %".289", i32* %"r6", !noalias !21, !llvm.access.group !22
  br label %"LOOP"
resume3:
  %".299" = mul nuw nsw i64 %".17", 28
  %".300" = mul nuw nsw i64 %".18", 4
  %".301" = add nuw nsw i64 %".299", %".300"
  %".302" = getelementptr i8, ptr %".16", i64 %".301"
  %".303" = load i32, ptr %".302", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".303", i32* %"r5", !noalias !21, !llvm.access.group !22
  br label %"DONE"
resume4:
  %".321" = mul nuw nsw i64 %".17", 28
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
  %".382" = mul nuw nsw i64 %".17", 28
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
  %".394" = mul nuw nsw i64 %".17", 28
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
  %".455" = mul nuw nsw i64 %".17", 28
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
  %".467" = mul nuw nsw i64 %".17", 28
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
  %".528" = mul nuw nsw i64 %".17", 28
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
  %".540" = mul nuw nsw i64 %".17", 28
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
  %".601" = mul nuw nsw i64 %".17", 28
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
  %".613" = mul nuw nsw i64 %".17", 28
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
  %".674" = mul nuw nsw i64 %".17", 28
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
  %".685" = zext i1 %".683" to i8
  %".686" = mul nuw nsw i64 %".17", 8
  %".687" = mul nuw nsw i64 %".18", 1
  %".688" = add nuw nsw i64 %".686", %".687"
  %".689" = getelementptr i8, ptr %".16", i64 %".688"
  store i8 %".685", ptr %".689", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".691" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".692" = icmp uge i32 5, 32
  %".693" = select  i1 %".692", i32 0, i32 5
  %".694" = lshr i32 %".691", %".693"
  %".695" = select  i1 %".692", i32 0, i32 %".694"
  store i32 %".695", i32* %"r11", !noalias !21, !llvm.access.group !22
  ret i32 149
resume9:
  %".698" = mul nuw nsw i64 %".17", 8
  %".699" = mul nuw nsw i64 %".18", 1
  %".700" = add nuw nsw i64 %".698", %".699"
  %".701" = getelementptr i8, ptr %".16", i64 %".700"
  %".702" = load i8, ptr %".701", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".703" = trunc i8 %".702" to i1
  store i1 %".703", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".705" = mul nuw nsw i64 %".17", 28
  %".706" = mul nuw nsw i64 %".18", 4
  %".707" = add nuw nsw i64 %".705", %".706"
  %".708" = getelementptr i8, ptr %".16", i64 %".707"
  %".709" = load i32, ptr %".708", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".709", i32* %"r5", !noalias !21, !llvm.access.group !22
  %".711" = trunc i64 0 to i32
  store i32 %".711", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".713" = load i32, i32* %"r11", !noalias !21, !llvm.access.group !22
  %".714" = icmp uge i32 2, 32
  %".715" = select  i1 %".714", i32 0, i32 2
  %".716" = shl i32 %".713", %".715"
  %".717" = select  i1 %".714", i32 0, i32 %".716"
  store i32 %".717", i32* %"r13", !noalias !21, !llvm.access.group !22
  %".719" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".720" = load i32, i32* %"r13", !noalias !21, !llvm.access.group !22
  %".721" = add i32 %".719", %".720"
  store i32 %".721", i32* %"r12", !noalias !21, !llvm.access.group !22
  %".723" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  %".724" = xor i1 %".723", -1
  br i1 %".724", label %"guarded", label %"after"
guarded:
  %".726" = load i32, i32* %"r12", !noalias !21, !llvm.access.group !22
  %".727" = sext i32 %".726" to i64
  %".728" = getelementptr i8, ptr %".2", i64 16
  %".729" = load ptr, ptr %".728", !noalias !21, !llvm.access.group !22
  %".730" = getelementptr i8, ptr %".729", i64 %".727"
  %".731" = load i32, i32* %"r5", !noalias !21, !llvm.access.group !22
  store i32 %".731", ptr %".730", align 4, !noalias !21, !llvm.access.group !22
  br label %"after"
after:
  ret i32 162
resume10:
  %".735" = load i32, i32* %"r2", !noalias !21, !llvm.access.group !22
  %".736" = icmp ne i32 %".735", 0
  store i1 %".736", i1* %"p3", !noalias !21, !llvm.access.group !22
  %".738" = zext i1 %".736" to i8
  %".739" = mul nuw nsw i64 %".17", 8
  %".740" = mul nuw nsw i64 %".18", 1
  %".741" = add nuw nsw i64 %".739", %".740"
  %".742" = getelementptr i8, ptr %".16", i64 %".741"
  store i8 %".738", ptr %".742", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".744" = load i1, i1* %"p3", !noalias !21, !llvm.access.group !22
  br i1 %".744", label %"END", label %"fall.5"
fall.5:
  store i32 0, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".747" = mul nuw nsw i64 %".17", 12
  %".748" = mul nuw nsw i64 %".18", 4
  %".749" = add nuw nsw i64 %".747", %".748"
  %".750" = getelementptr i8, ptr %".16", i64 %".749"
  store i32 0, ptr %".750", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 0, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".753" = mul nuw nsw i64 %".17", 16
  %".754" = mul nuw nsw i64 %".18", 4
  %".755" = add nuw nsw i64 %".753", %".754"
  %".756" = getelementptr i8, ptr %".16", i64 %".755"
  store i32 0, ptr %".756", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".758" = load i32, i32* %"r3", !noalias !21, !llvm.access.group !22
  %".759" = add i32 %".758", 31
  store i32 %".759", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".761" = mul nuw nsw i64 %".17", 20
  %".762" = mul nuw nsw i64 %".18", 4
  %".763" = add nuw nsw i64 %".761", %".762"
  %".764" = getelementptr i8, ptr %".16", i64 %".763"
  store i32 %".759", ptr %".764", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".766" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".767" = icmp uge i32 5, 32
  %".768" = select  i1 %".767", i32 0, i32 5
  %".769" = lshr i32 %".766", %".768"
  %".770" = select  i1 %".767", i32 0, i32 %".769"
  store i32 %".770", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".772" = mul nuw nsw i64 %".17", 20
  %".773" = mul nuw nsw i64 %".18", 4
  %".774" = add nuw nsw i64 %".772", %".773"
  %".775" = getelementptr i8, ptr %".16", i64 %".774"
  store i32 %".770", ptr %".775", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".777" = trunc i64 0 to i32
  store i32 %".777", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".779" = mul nuw nsw i64 %".17", 24
  %".780" = mul nuw nsw i64 %".18", 4
  %".781" = add nuw nsw i64 %".779", %".780"
  %".782" = getelementptr i8, ptr %".16", i64 %".781"
  store i32 %".777", ptr %".782", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 181
resume11:
  %".785" = mul nuw nsw i64 %".17", 12
  %".786" = mul nuw nsw i64 %".18", 4
  %".787" = add nuw nsw i64 %".785", %".786"
  %".788" = getelementptr i8, ptr %".16", i64 %".787"
  %".789" = load i32, ptr %".788", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".789", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".791" = mul nuw nsw i64 %".17", 16
  %".792" = mul nuw nsw i64 %".18", 4
  %".793" = add nuw nsw i64 %".791", %".792"
  %".794" = getelementptr i8, ptr %".16", i64 %".793"
  %".795" = load i32, ptr %".794", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".795", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".797" = mul nuw nsw i64 %".17", 20
  %".798" = mul nuw nsw i64 %".18", 4
  %".799" = add nuw nsw i64 %".797", %".798"
  %".800" = getelementptr i8, ptr %".16", i64 %".799"
  %".801" = load i32, ptr %".800", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".801", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".803" = mul nuw nsw i64 %".17", 24
  %".804" = mul nuw nsw i64 %".18", 4
  %".805" = add nuw nsw i64 %".803", %".804"
  %".806" = getelementptr i8, ptr %".16", i64 %".805"
  %".807" = load i32, ptr %".806", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".807", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
fall.6:
  %".834" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".835" = sext i32 %".834" to i64
  %".836" = getelementptr i8, ptr %".2", i64 16
  %".837" = load ptr, ptr %".836", !noalias !21, !llvm.access.group !22
  %".838" = getelementptr i8, ptr %".837", i64 %".835"
  %".839" = load i32, ptr %".838", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".839", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".841" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".842" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".843" = add i32 %".841", %".842"
  store i32 %".843", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".845" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".846" = add i32 %".845", 4
  store i32 %".846", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".848" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".849" = add i32 %".848", 1
  store i32 %".849", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".851" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".852" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".853" = icmp ult i32 %".851", %".852"
  store i1 %".853", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".855" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".856" = xor i1 %".855", -1
  br i1 %".856", label %"WARPS.next51", label %"fall.7"
fall.7:
  %".858" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".859" = sext i32 %".858" to i64
  %".860" = getelementptr i8, ptr %".2", i64 16
  %".861" = load ptr, ptr %".860", !noalias !21, !llvm.access.group !22
  %".862" = getelementptr i8, ptr %".861", i64 %".859"
  %".863" = load i32, ptr %".862", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".863", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".865" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".866" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".867" = add i32 %".865", %".866"
  store i32 %".867", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".869" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".870" = add i32 %".869", 4
  store i32 %".870", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".872" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".873" = add i32 %".872", 1
  store i32 %".873", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".875" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".876" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".877" = icmp ult i32 %".875", %".876"
  store i1 %".877", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".879" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".880" = xor i1 %".879", -1
  br i1 %".880", label %"WARPS.next51", label %"fall.8"
fall.8:
  %".882" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".883" = sext i32 %".882" to i64
  %".884" = getelementptr i8, ptr %".2", i64 16
  %".885" = load ptr, ptr %".884", !noalias !21, !llvm.access.group !22
  %".886" = getelementptr i8, ptr %".885", i64 %".883"
  %".887" = load i32, ptr %".886", align 4, !noalias !21, !llvm.access.group !22
  store i32 %".887", i32* %"r18", !noalias !21, !llvm.access.group !22
  %".889" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".890" = load i32, i32* %"r18", !noalias !21, !llvm.access.group !22
  %".891" = add i32 %".889", %".890"
  store i32 %".891", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".893" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".894" = add i32 %".893", 4
  store i32 %".894", i32* %"r17", !noalias !21, !llvm.access.group !22
  %".896" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".897" = add i32 %".896", 1
  store i32 %".897", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".899" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".900" = load i32, i32* %"r16", !noalias !21, !llvm.access.group !22
  %".901" = icmp ult i32 %".899", %".900"
  store i1 %".901", i1* %"p1", !noalias !21, !llvm.access.group !22
  %".903" = load i1, i1* %"p1", !noalias !21, !llvm.access.group !22
  %".904" = xor i1 %".903", -1
  br i1 %".904", label %"WARPS.next51", label %"fall.9"
fall.9:
  %".906" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  %".907" = mul nuw nsw i64 %".17", 12
  %".908" = mul nuw nsw i64 %".18", 4
  %".909" = add nuw nsw i64 %".907", %".908"
  %".910" = getelementptr i8, ptr %".16", i64 %".909"
  store i32 %".906", ptr %".910", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".912" = load i32, i32* %"r15", !noalias !21, !llvm.access.group !22
  %".913" = mul nuw nsw i64 %".17", 16
  %".914" = mul nuw nsw i64 %".18", 4
  %".915" = add nuw nsw i64 %".913", %".914"
  %".916" = getelementptr i8, ptr %".16", i64 %".915"
  store i32 %".912", ptr %".916", !alias.scope !13, !noalias !17, !llvm.access.group !22
  %".918" = load i32, i32* %"r17", !noalias !21, !llvm.access.group !22
  %".919" = mul nuw nsw i64 %".17", 24
  %".920" = mul nuw nsw i64 %".18", 4
  %".921" = add nuw nsw i64 %".919", %".920"
  %".922" = getelementptr i8, ptr %".16", i64 %".921"
  store i32 %".918", ptr %".922", !alias.scope !13, !noalias !17, !llvm.access.group !22
  ret i32 197
resume12:
  %".925" = mul nuw nsw i64 %".17", 12
  %".926" = mul nuw nsw i64 %".18", 4
  %".927" = add nuw nsw i64 %".925", %".926"
  %".928" = getelementptr i8, ptr %".16", i64 %".927"
  %".929" = load i32, ptr %".928", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".929", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".931" = mul nuw nsw i64 %".17", 16
  %".932" = mul nuw nsw i64 %".18", 4
  %".933" = add nuw nsw i64 %".931", %".932"
  %".934" = getelementptr i8, ptr %".16", i64 %".933"
  %".935" = load i32, ptr %".934", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".935", i32* %"r15", !noalias !21, !llvm.access.group !22
  %".937" = mul nuw nsw i64 %".17", 20
  %".938" = mul nuw nsw i64 %".18", 4
  %".939" = add nuw nsw i64 %".937", %".938"
  %".940" = getelementptr i8, ptr %".16", i64 %".939"
  %".941" = load i32, ptr %".940", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".941", i32* %"r16", !noalias !21, !llvm.access.group !22
  %".943" = mul nuw nsw i64 %".17", 24
  %".944" = mul nuw nsw i64 %".18", 4
  %".945" = add nuw nsw i64 %".943", %".944"
  %".946" = getelementptr i8, ptr %".16", i64 %".945"
  %".947" = load i32, ptr %".946", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".947", i32* %"r17", !noalias !21, !llvm.access.group !22
  br label %"WARPS"
resume13:
  %".957" = mul nuw nsw i64 %".17", 12
  %".958" = mul nuw nsw i64 %".18", 4
  %".959" = add nuw nsw i64 %".957", %".958"
  %".960" = getelementptr i8, ptr %".16", i64 %".959"
  %".961" = load i32, ptr %".960", !alias.scope !13, !noalias !17, !llvm.access.group !22
  store i32 %".961", i32* %"r14", !noalias !21, !llvm.access.group !22
  %".963" = load i32, i32* %"r4", !noalias !21, !llvm.access.group !22
  %".964" = zext i32 %".963" to i64
  %".965" = zext i32 4 to i64
  %".966" = mul i64 %".964", %".965"
  store i64 %".966", i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".968" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".969" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".970" = add i64 %".968", %".969"
  store i64 %".970", i64* %"rd6", !noalias !21, !llvm.access.group !22
  %".972" = load i64, i64* %"rd5", !noalias !21, !llvm.access.group !22
  %".973" = load i64, i64* %"rd1", !noalias !21, !llvm.access.group !22
  %".974" = inttoptr i64 %".973" to ptr
  %".975" = getelementptr i8, ptr %".974", i64 %".972"
  %".976" = load i32, i32* %"r14", !noalias !21, !llvm.access.group !22
  store i32 %".976", ptr %".975", align 4, !noalias !21, !llvm.access.group !22
  br label %"END"
region.bad:
  unreachable
}

define internal void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".3") alwaysinline
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
  %".22" = shufflevector <32 x i32> %".21", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %".23" = add <32 x i32> %".21", %".22"
  %".24" = shufflevector <32 x i32> %".23", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23>
  %".25" = add <32 x i32> %".23", %".24"
  %".26" = shufflevector <32 x i32> %".25", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3, i32 12, i32 13, i32 14, i32 15, i32 8, i32 9, i32 10, i32 11, i32 20, i32 21, i32 22, i32 23, i32 16, i32 17, i32 18, i32 19, i32 28, i32 29, i32 30, i32 31, i32 24, i32 25, i32 26, i32 27>
  %".27" = add <32 x i32> %".25", %".26"
  %".28" = shufflevector <32 x i32> %".27", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 2, i32 3, i32 0, i32 1, i32 6, i32 7, i32 4, i32 5, i32 10, i32 11, i32 8, i32 9, i32 14, i32 15, i32 12, i32 13, i32 18, i32 19, i32 16, i32 17, i32 22, i32 23, i32 20, i32 21, i32 26, i32 27, i32 24, i32 25, i32 30, i32 31, i32 28, i32 29>
  %".29" = add <32 x i32> %".27", %".28"
  %".30" = shufflevector <32 x i32> %".29", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> <i32 1, i32 0, i32 3, i32 2, i32 5, i32 4, i32 7, i32 6, i32 9, i32 8, i32 11, i32 10, i32 13, i32 12, i32 15, i32 14, i32 17, i32 16, i32 19, i32 18, i32 21, i32 20, i32 23, i32 22, i32 25, i32 24, i32 27, i32 26, i32 29, i32 28, i32 31, i32 30>
  %".31" = add <32 x i32> %".29", %".30"
  %".32" = and <32 x i32> %".7", <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".33" = icmp ne <32 x i32> %".32", <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>
  %".34" = icmp ugt <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".35" = and <32 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %".36" = lshr <32 x i32> %".7", %".35"
  %".37" = select  <32 x i1> %".34", <32 x i32> <i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, <32 x i32> %".36"
  %".38" = zext <32 x i1> %".33" to <32 x i8>
  %".39" = mul i64 %".14", 8
  %".40" = mul i64 %".17", 1
  %".41" = add i64 %".39", %".40"
  %".42" = getelementptr i8, ptr %".16", i64 %".41"
  store <32 x i8> %".38", ptr %".42", align 1
  %".44" = mul i64 %".14", 28
  %".45" = mul i64 %".17", 4
  %".46" = add i64 %".44", %".45"
  %".47" = getelementptr i8, ptr %".16", i64 %".46"
  store <32 x i32> %".31", ptr %".47", align 4
  ret void
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
  %".1433" = load i32, i32* %"or"
  %".1434" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1433", ptr %".1434"
  %".1436" = load i32, i32* %"and"
  %".1437" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1436", ptr %".1437"
  %".1439" = load i32, i32* %"at.bar"
  %".1440" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1439", ptr %".1440"
  %".1442" = load i32, i32* %"exited"
  %".1443" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1442", ptr %".1443"
  %".1445" = load i32, i32* %"at.step"
  %".1446" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1445", ptr %".1446"
  ret void
start:
  br label %"block0"
warp:
  %".1350" = mul nuw nsw i32 %".3", 32
  %".1351" = icmp eq i32 %".4", -1
  %".1352" = add i32 %".1350", 32
  %".1353" = icmp ule i32 %".1352", %".13"
  %".1354" = and i1 %".1351", %".1353"
  %".1355" = and i1 %".1354", %".31"
  br i1 %".1355", label %"warp.check", label %"warp.each"
at.barrier:
  %".88" = icmp ne i32 %".4", -1
  br i1 %".88", label %"known", label %"scan"
all.at.warp:
  br i1 %".31", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".564" = icmp ne i32 %".4", -1
  br i1 %".564", label %"step.known", label %"step.scan"
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
  switch i32 %".90", label %"scan" [i32 10, label %"block10"]
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
block10:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block10"], [%".143", %"ty.end.1"]
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
  %".110" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".109", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 10, i32 %".106", i32 %".13")
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
  switch i32 %".152", label %"each" [i32 10, label %"block10"]
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
  %"warp.1" = phi  i32 [%".237", %"lanes4"], [%".282", %"lane.end"]
  %".240" = icmp slt i32 %"warp.1", %".238"
  br i1 %".240", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".242" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".242")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".284" = mul nuw nsw i32 %".238", %"warp.size.1"
  store i32 %".284", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".280", %"lane.body"]
  %".245" = icmp slt i32 %"lane", 32
  br i1 %".245", label %"lane.body", label %"lane.end"
lane.body:
  %".247" = add nuw nsw i32 %".242", %"lane"
  %".248" = mul nuw nsw i32 %".247", 32
  %".249" = zext i32 %".248" to i64
  %".250" = getelementptr i8, ptr %".23", i64 %".249"
  %".251" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".250", i32 %".247", i32 0, i32 0, i32 9, i32 %".247", i32 %".13")
  %".252" = mul nuw nsw i64 %".28", 0
  %".253" = zext i32 %".247" to i64
  %".254" = mul nuw nsw i64 %".253", 4
  %".255" = add nuw nsw i64 %".252", %".254"
  %".256" = getelementptr i8, ptr %".25", i64 %".255"
  store i32 %".251", ptr %".256", !llvm.access.group !22, !tbaa !31
  %".258" = and i32 %".251", 15
  %".259" = load i32, i32* %"or"
  %".260" = or i32 %".259", %".251"
  store i32 %".260", i32* %"or"
  %".262" = load i32, i32* %"and"
  %".263" = and i32 %".262", %".251"
  store i32 %".263", i32* %"and"
  %".265" = load i32, i32* %"at.bar"
  %".266" = icmp eq i32 %".258", 2
  %".267" = zext i1 %".266" to i32
  %".268" = add i32 %".265", %".267"
  store i32 %".268", i32* %"at.bar"
  %".270" = load i32, i32* %"exited"
  %".271" = icmp eq i32 %".258", 3
  %".272" = zext i1 %".271" to i32
  %".273" = add i32 %".270", %".272"
  store i32 %".273", i32* %"exited"
  %".275" = load i32, i32* %"at.step"
  %".276" = icmp eq i32 %".258", 5
  %".277" = zext i1 %".276" to i32
  %".278" = add i32 %".275", %".277"
  store i32 %".278", i32* %"at.step"
  %".280" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".282" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".286" = load i32, i32* %"tail"
  %".287" = load i32, i32* %"end"
  %".288" = sub i32 %".287", %".286"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".325", %"each.body.1.endif"]
  %".290" = icmp slt i32 %"each.2", %".288"
  br i1 %".290", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".292" = add i32 %".286", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".294" = mul nuw nsw i64 %".28", 0
  %".295" = zext i32 %".292" to i64
  %".296" = mul nuw nsw i64 %".295", 4
  %".297" = add nuw nsw i64 %".294", %".296"
  %".298" = getelementptr i8, ptr %".25", i64 %".297"
  %".299" = load i32, ptr %".298"
  %".300" = lshr i32 %".299", 4
  %".301" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".300", i32 %".292")
  %".302" = and i32 %".301", 15
  %".303" = load i32, i32* %"or"
  %".304" = or i32 %".303", %".301"
  store i32 %".304", i32* %"or"
  %".306" = load i32, i32* %"and"
  %".307" = and i32 %".306", %".301"
  store i32 %".307", i32* %"and"
  %".309" = load i32, i32* %"at.bar"
  %".310" = icmp eq i32 %".302", 2
  %".311" = zext i1 %".310" to i32
  %".312" = add i32 %".309", %".311"
  store i32 %".312", i32* %"at.bar"
  %".314" = load i32, i32* %"exited"
  %".315" = icmp eq i32 %".302", 3
  %".316" = zext i1 %".315" to i32
  %".317" = add i32 %".314", %".316"
  store i32 %".317", i32* %"exited"
  %".319" = load i32, i32* %"at.step"
  %".320" = icmp eq i32 %".302", 5
  %".321" = zext i1 %".320" to i32
  %".322" = add i32 %".319", %".321"
  store i32 %".322", i32* %"at.step"
  br label %"each.body.1.endif"
each.body.1.endif:
  %".325" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".329" = load i32, i32* %"lo"
  %".330" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".329", %"lanes5"], [%".373", %"lane.end.1"]
  %".332" = icmp slt i32 %"warp.2", %".330"
  br i1 %".332", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".334" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".375" = mul nuw nsw i32 %".330", %"warp.size.3"
  store i32 %".375", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".371", %"lane.body.1"]
  %".336" = icmp slt i32 %"lane.1", 32
  br i1 %".336", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".338" = add nuw nsw i32 %".334", %"lane.1"
  %".339" = mul nuw nsw i32 %".338", 32
  %".340" = zext i32 %".339" to i64
  %".341" = getelementptr i8, ptr %".23", i64 %".340"
  %".342" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".341", i32 %".338", i32 0, i32 0, i32 5, i32 %".338", i32 %".13")
  %".343" = mul nuw nsw i64 %".28", 0
  %".344" = zext i32 %".338" to i64
  %".345" = mul nuw nsw i64 %".344", 4
  %".346" = add nuw nsw i64 %".343", %".345"
  %".347" = getelementptr i8, ptr %".25", i64 %".346"
  store i32 %".342", ptr %".347", !llvm.access.group !22, !tbaa !31
  %".349" = and i32 %".342", 15
  %".350" = load i32, i32* %"or"
  %".351" = or i32 %".350", %".342"
  store i32 %".351", i32* %"or"
  %".353" = load i32, i32* %"and"
  %".354" = and i32 %".353", %".342"
  store i32 %".354", i32* %"and"
  %".356" = load i32, i32* %"at.bar"
  %".357" = icmp eq i32 %".349", 2
  %".358" = zext i1 %".357" to i32
  %".359" = add i32 %".356", %".358"
  store i32 %".359", i32* %"at.bar"
  %".361" = load i32, i32* %"exited"
  %".362" = icmp eq i32 %".349", 3
  %".363" = zext i1 %".362" to i32
  %".364" = add i32 %".361", %".363"
  store i32 %".364", i32* %"exited"
  %".366" = load i32, i32* %"at.step"
  %".367" = icmp eq i32 %".349", 5
  %".368" = zext i1 %".367" to i32
  %".369" = add i32 %".366", %".368"
  store i32 %".369", i32* %"at.step"
  %".371" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".373" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".378" = load i32, i32* %"lo"
  %".379" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".378", %"lanes6"], [%".422", %"lane.end.2"]
  %".381" = icmp slt i32 %"warp.3", %".379"
  br i1 %".381", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".383" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".424" = mul nuw nsw i32 %".379", %"warp.size.5"
  store i32 %".424", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".420", %"lane.body.2"]
  %".385" = icmp slt i32 %"lane.2", 32
  br i1 %".385", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".387" = add nuw nsw i32 %".383", %"lane.2"
  %".388" = mul nuw nsw i32 %".387", 32
  %".389" = zext i32 %".388" to i64
  %".390" = getelementptr i8, ptr %".23", i64 %".389"
  %".391" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".390", i32 %".387", i32 0, i32 0, i32 6, i32 %".387", i32 %".13")
  %".392" = mul nuw nsw i64 %".28", 0
  %".393" = zext i32 %".387" to i64
  %".394" = mul nuw nsw i64 %".393", 4
  %".395" = add nuw nsw i64 %".392", %".394"
  %".396" = getelementptr i8, ptr %".25", i64 %".395"
  store i32 %".391", ptr %".396", !llvm.access.group !22, !tbaa !31
  %".398" = and i32 %".391", 15
  %".399" = load i32, i32* %"or"
  %".400" = or i32 %".399", %".391"
  store i32 %".400", i32* %"or"
  %".402" = load i32, i32* %"and"
  %".403" = and i32 %".402", %".391"
  store i32 %".403", i32* %"and"
  %".405" = load i32, i32* %"at.bar"
  %".406" = icmp eq i32 %".398", 2
  %".407" = zext i1 %".406" to i32
  %".408" = add i32 %".405", %".407"
  store i32 %".408", i32* %"at.bar"
  %".410" = load i32, i32* %"exited"
  %".411" = icmp eq i32 %".398", 3
  %".412" = zext i1 %".411" to i32
  %".413" = add i32 %".410", %".412"
  store i32 %".413", i32* %"exited"
  %".415" = load i32, i32* %"at.step"
  %".416" = icmp eq i32 %".398", 5
  %".417" = zext i1 %".416" to i32
  %".418" = add i32 %".415", %".417"
  store i32 %".418", i32* %"at.step"
  %".420" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".422" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".427" = load i32, i32* %"lo"
  %".428" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".427", %"lanes7"], [%".471", %"lane.end.3"]
  %".430" = icmp slt i32 %"warp.4", %".428"
  br i1 %".430", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".432" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".473" = mul nuw nsw i32 %".428", %"warp.size.7"
  store i32 %".473", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".469", %"lane.body.3"]
  %".434" = icmp slt i32 %"lane.3", 32
  br i1 %".434", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".436" = add nuw nsw i32 %".432", %"lane.3"
  %".437" = mul nuw nsw i32 %".436", 32
  %".438" = zext i32 %".437" to i64
  %".439" = getelementptr i8, ptr %".23", i64 %".438"
  %".440" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".439", i32 %".436", i32 0, i32 0, i32 7, i32 %".436", i32 %".13")
  %".441" = mul nuw nsw i64 %".28", 0
  %".442" = zext i32 %".436" to i64
  %".443" = mul nuw nsw i64 %".442", 4
  %".444" = add nuw nsw i64 %".441", %".443"
  %".445" = getelementptr i8, ptr %".25", i64 %".444"
  store i32 %".440", ptr %".445", !llvm.access.group !22, !tbaa !31
  %".447" = and i32 %".440", 15
  %".448" = load i32, i32* %"or"
  %".449" = or i32 %".448", %".440"
  store i32 %".449", i32* %"or"
  %".451" = load i32, i32* %"and"
  %".452" = and i32 %".451", %".440"
  store i32 %".452", i32* %"and"
  %".454" = load i32, i32* %"at.bar"
  %".455" = icmp eq i32 %".447", 2
  %".456" = zext i1 %".455" to i32
  %".457" = add i32 %".454", %".456"
  store i32 %".457", i32* %"at.bar"
  %".459" = load i32, i32* %"exited"
  %".460" = icmp eq i32 %".447", 3
  %".461" = zext i1 %".460" to i32
  %".462" = add i32 %".459", %".461"
  store i32 %".462", i32* %"exited"
  %".464" = load i32, i32* %"at.step"
  %".465" = icmp eq i32 %".447", 5
  %".466" = zext i1 %".465" to i32
  %".467" = add i32 %".464", %".466"
  store i32 %".467", i32* %"at.step"
  %".469" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".471" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".476" = load i32, i32* %"lo"
  %".477" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".476", %"lanes8"], [%".520", %"lane.end.4"]
  %".479" = icmp slt i32 %"warp.5", %".477"
  br i1 %".479", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".481" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".522" = mul nuw nsw i32 %".477", %"warp.size.9"
  store i32 %".522", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".518", %"lane.body.4"]
  %".483" = icmp slt i32 %"lane.4", 32
  br i1 %".483", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".485" = add nuw nsw i32 %".481", %"lane.4"
  %".486" = mul nuw nsw i32 %".485", 32
  %".487" = zext i32 %".486" to i64
  %".488" = getelementptr i8, ptr %".23", i64 %".487"
  %".489" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".488", i32 %".485", i32 0, i32 0, i32 8, i32 %".485", i32 %".13")
  %".490" = mul nuw nsw i64 %".28", 0
  %".491" = zext i32 %".485" to i64
  %".492" = mul nuw nsw i64 %".491", 4
  %".493" = add nuw nsw i64 %".490", %".492"
  %".494" = getelementptr i8, ptr %".25", i64 %".493"
  store i32 %".489", ptr %".494", !llvm.access.group !22, !tbaa !31
  %".496" = and i32 %".489", 15
  %".497" = load i32, i32* %"or"
  %".498" = or i32 %".497", %".489"
  store i32 %".498", i32* %"or"
  %".500" = load i32, i32* %"and"
  %".501" = and i32 %".500", %".489"
  store i32 %".501", i32* %"and"
  %".503" = load i32, i32* %"at.bar"
  %".504" = icmp eq i32 %".496", 2
  %".505" = zext i1 %".504" to i32
  %".506" = add i32 %".503", %".505"
  store i32 %".506", i32* %"at.bar"
  %".508" = load i32, i32* %"exited"
  %".509" = icmp eq i32 %".496", 3
  %".510" = zext i1 %".509" to i32
  %".511" = add i32 %".508", %".510"
  store i32 %".511", i32* %"exited"
  %".513" = load i32, i32* %"at.step"
  %".514" = icmp eq i32 %".496", 5
  %".515" = zext i1 %".514" to i32
  %".516" = add i32 %".513", %".515"
  store i32 %".516", i32* %"at.step"
  %".518" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".520" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".561", %"each.body.2.endif"]
  %".526" = icmp slt i32 %"each.3", %".13"
  br i1 %".526", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".528" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".530" = mul nuw nsw i64 %".28", 0
  %".531" = zext i32 %".528" to i64
  %".532" = mul nuw nsw i64 %".531", 4
  %".533" = add nuw nsw i64 %".530", %".532"
  %".534" = getelementptr i8, ptr %".25", i64 %".533"
  %".535" = load i32, ptr %".534"
  %".536" = lshr i32 %".535", 4
  %".537" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".536", i32 %".528")
  %".538" = and i32 %".537", 15
  %".539" = load i32, i32* %"or"
  %".540" = or i32 %".539", %".537"
  store i32 %".540", i32* %"or"
  %".542" = load i32, i32* %"and"
  %".543" = and i32 %".542", %".537"
  store i32 %".543", i32* %"and"
  %".545" = load i32, i32* %"at.bar"
  %".546" = icmp eq i32 %".538", 2
  %".547" = zext i1 %".546" to i32
  %".548" = add i32 %".545", %".547"
  store i32 %".548", i32* %"at.bar"
  %".550" = load i32, i32* %"exited"
  %".551" = icmp eq i32 %".538", 3
  %".552" = zext i1 %".551" to i32
  %".553" = add i32 %".550", %".552"
  store i32 %".553", i32* %"exited"
  %".555" = load i32, i32* %"at.step"
  %".556" = icmp eq i32 %".538", 5
  %".557" = zext i1 %".556" to i32
  %".558" = add i32 %".555", %".557"
  store i32 %".558", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".561" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".566" = lshr i32 %".4", 4
  %".567" = getelementptr i8, ptr %".2", i64 192
  %".568" = load ptr, ptr %".567"
  %".569" = getelementptr i8, ptr %".1", i64 60
  %".570" = load i32, ptr %".569", !range !1
  %".571" = zext i32 %".570" to i64
  %".572" = mul nuw nsw i64 %".571", 64
  %".573" = getelementptr i8, ptr %".568", i64 %".572"
  switch i32 %".566", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1105" = mul nuw nsw i64 %".28", 0
  %".1106" = zext i32 0 to i64
  %".1107" = mul nuw nsw i64 %".1106", 4
  %".1108" = add nuw nsw i64 %".1105", %".1107"
  %".1109" = getelementptr i8, ptr %".25", i64 %".1108"
  %".1110" = load i32, ptr %".1109"
  %".1111" = lshr i32 %".1110", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".566", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok:
  switch i32 %".566", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1:
  %".575" = getelementptr i8, ptr %".573", i64 8
  store i32 0, ptr %".575", !tbaa !5
  %".577" = mul nuw nsw i64 %".571", 32
  %".578" = getelementptr i8, ptr %".568", i64 %".577"
  %".579" = load i32, ptr %".578"
  %".580" = sub i32 %".579", -2147482624
  %".581" = icmp ult i32 %".580", 4294965248
  store i1 %".581", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".594", %"affine.body"]
  %".584" = icmp slt i32 %"affine", %".13"
  br i1 %".584", label %"affine.body", label %"affine.end"
affine.body:
  %".586" = zext i32 %"affine" to i64
  %".587" = getelementptr i32, ptr %".578", i64 %".586"
  %".588" = load i32, ptr %".587"
  %".589" = load i1, i1* %"same"
  %".590" = add i32 %"affine", %".579"
  %".591" = icmp eq i32 %".588", %".590"
  %".592" = and i1 %".589", %".591"
  store i1 %".592", i1* %"same"
  %".594" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".596" = load i1, i1* %"same"
  br i1 %".596", label %"affine1.32", label %"steps.plain"
affine1.32:
  %".598" = getelementptr i8, ptr %".573", i64 0
  store i32 %".579", ptr %".598", !tbaa !5
  store i32 1, ptr %".575", !tbaa !5
  br label %"affine.ok"
affine2:
  %".602" = getelementptr i8, ptr %".573", i64 8
  %".603" = load i32, ptr %".602", !tbaa !5
  %".604" = icmp ne i32 %".603", 0
  br i1 %".604", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".606" = mul nuw nsw i64 %".571", 32
  %".607" = getelementptr i8, ptr %".568", i64 %".606"
  %".608" = load i32, ptr %".607"
  %".609" = sub i32 %".608", -2147482624
  %".610" = icmp ult i32 %".609", 4294965248
  store i1 %".610", i1* %"same"
  %".612" = load i1, i1* %"same"
  br i1 %".612", label %"affine2.32", label %"steps.plain"
affine2.32:
  %".614" = getelementptr i8, ptr %".573", i64 16
  store i32 %".608", ptr %".614", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".669", %"ty.end.2"]
  %".619" = icmp slt i32 %"tz.2", %".21"
  br i1 %".619", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".667", %"tx.end.2"]
  %".622" = icmp slt i32 %"ty.2", %".19"
  br i1 %".622", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".624" = mul nuw nsw i32 %".19", %"tz.2"
  %".625" = add nuw nsw i32 %"ty.2", %".624"
  %".626" = mul nuw nsw i32 %".15", %".625"
  %".627" = load i32, i32* %"x.lo"
  %".628" = load i32, i32* %"x.hi"
  br label %"tx.head.2"
ty.end.2:
  %".669" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [%".627", %"ty.body.2"], [%".665", %"tx.body.2"]
  %".630" = icmp slt i32 %"tx.2", %".628"
  br i1 %".630", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".632" = add nuw nsw i32 %"tx.2", %".626"
  %".633" = mul nuw nsw i32 %".632", 32
  %".634" = zext i32 %".633" to i64
  %".635" = getelementptr i8, ptr %".23", i64 %".634"
  %".636" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".635", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".632", i32 %".13")
  %".637" = mul nuw nsw i64 %".28", 0
  %".638" = zext i32 %".632" to i64
  %".639" = mul nuw nsw i64 %".638", 4
  %".640" = add nuw nsw i64 %".637", %".639"
  %".641" = getelementptr i8, ptr %".25", i64 %".640"
  store i32 %".636", ptr %".641", !llvm.access.group !22, !tbaa !31
  %".643" = and i32 %".636", 15
  %".644" = load i32, i32* %"or"
  %".645" = or i32 %".644", %".636"
  store i32 %".645", i32* %"or"
  %".647" = load i32, i32* %"and"
  %".648" = and i32 %".647", %".636"
  store i32 %".648", i32* %"and"
  %".650" = load i32, i32* %"at.bar"
  %".651" = icmp eq i32 %".643", 2
  %".652" = zext i1 %".651" to i32
  %".653" = add i32 %".650", %".652"
  store i32 %".653", i32* %"at.bar"
  %".655" = load i32, i32* %"exited"
  %".656" = icmp eq i32 %".643", 3
  %".657" = zext i1 %".656" to i32
  %".658" = add i32 %".655", %".657"
  store i32 %".658", i32* %"exited"
  %".660" = load i32, i32* %"at.step"
  %".661" = icmp eq i32 %".643", 5
  %".662" = zext i1 %".661" to i32
  %".663" = add i32 %".660", %".662"
  store i32 %".663", i32* %"at.step"
  %".665" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".667" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".723", %"ty.end.3"]
  %".673" = icmp slt i32 %"tz.3", %".21"
  br i1 %".673", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".721", %"tx.end.3"]
  %".676" = icmp slt i32 %"ty.3", %".19"
  br i1 %".676", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".678" = mul nuw nsw i32 %".19", %"tz.3"
  %".679" = add nuw nsw i32 %"ty.3", %".678"
  %".680" = mul nuw nsw i32 %".15", %".679"
  %".681" = load i32, i32* %"x.lo"
  %".682" = load i32, i32* %"x.hi"
  br label %"tx.head.3"
ty.end.3:
  %".723" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [%".681", %"ty.body.3"], [%".719", %"tx.body.3"]
  %".684" = icmp slt i32 %"tx.3", %".682"
  br i1 %".684", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".686" = add nuw nsw i32 %"tx.3", %".680"
  %".687" = mul nuw nsw i32 %".686", 32
  %".688" = zext i32 %".687" to i64
  %".689" = getelementptr i8, ptr %".23", i64 %".688"
  %".690" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".689", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".686", i32 %".13")
  %".691" = mul nuw nsw i64 %".28", 0
  %".692" = zext i32 %".686" to i64
  %".693" = mul nuw nsw i64 %".692", 4
  %".694" = add nuw nsw i64 %".691", %".693"
  %".695" = getelementptr i8, ptr %".25", i64 %".694"
  store i32 %".690", ptr %".695", !llvm.access.group !22, !tbaa !31
  %".697" = and i32 %".690", 15
  %".698" = load i32, i32* %"or"
  %".699" = or i32 %".698", %".690"
  store i32 %".699", i32* %"or"
  %".701" = load i32, i32* %"and"
  %".702" = and i32 %".701", %".690"
  store i32 %".702", i32* %"and"
  %".704" = load i32, i32* %"at.bar"
  %".705" = icmp eq i32 %".697", 2
  %".706" = zext i1 %".705" to i32
  %".707" = add i32 %".704", %".706"
  store i32 %".707", i32* %"at.bar"
  %".709" = load i32, i32* %"exited"
  %".710" = icmp eq i32 %".697", 3
  %".711" = zext i1 %".710" to i32
  %".712" = add i32 %".709", %".711"
  store i32 %".712", i32* %"exited"
  %".714" = load i32, i32* %"at.step"
  %".715" = icmp eq i32 %".697", 5
  %".716" = zext i1 %".715" to i32
  %".717" = add i32 %".714", %".716"
  store i32 %".717", i32* %"at.step"
  %".719" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".721" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".777", %"ty.end.4"]
  %".727" = icmp slt i32 %"tz.4", %".21"
  br i1 %".727", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".775", %"tx.end.4"]
  %".730" = icmp slt i32 %"ty.4", %".19"
  br i1 %".730", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".732" = mul nuw nsw i32 %".19", %"tz.4"
  %".733" = add nuw nsw i32 %"ty.4", %".732"
  %".734" = mul nuw nsw i32 %".15", %".733"
  %".735" = load i32, i32* %"x.lo"
  %".736" = load i32, i32* %"x.hi"
  br label %"tx.head.4"
ty.end.4:
  %".777" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [%".735", %"ty.body.4"], [%".773", %"tx.body.4"]
  %".738" = icmp slt i32 %"tx.4", %".736"
  br i1 %".738", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".740" = add nuw nsw i32 %"tx.4", %".734"
  %".741" = mul nuw nsw i32 %".740", 32
  %".742" = zext i32 %".741" to i64
  %".743" = getelementptr i8, ptr %".23", i64 %".742"
  %".744" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".743", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".740", i32 %".13")
  %".745" = mul nuw nsw i64 %".28", 0
  %".746" = zext i32 %".740" to i64
  %".747" = mul nuw nsw i64 %".746", 4
  %".748" = add nuw nsw i64 %".745", %".747"
  %".749" = getelementptr i8, ptr %".25", i64 %".748"
  store i32 %".744", ptr %".749", !llvm.access.group !22, !tbaa !31
  %".751" = and i32 %".744", 15
  %".752" = load i32, i32* %"or"
  %".753" = or i32 %".752", %".744"
  store i32 %".753", i32* %"or"
  %".755" = load i32, i32* %"and"
  %".756" = and i32 %".755", %".744"
  store i32 %".756", i32* %"and"
  %".758" = load i32, i32* %"at.bar"
  %".759" = icmp eq i32 %".751", 2
  %".760" = zext i1 %".759" to i32
  %".761" = add i32 %".758", %".760"
  store i32 %".761", i32* %"at.bar"
  %".763" = load i32, i32* %"exited"
  %".764" = icmp eq i32 %".751", 3
  %".765" = zext i1 %".764" to i32
  %".766" = add i32 %".763", %".765"
  store i32 %".766", i32* %"exited"
  %".768" = load i32, i32* %"at.step"
  %".769" = icmp eq i32 %".751", 5
  %".770" = zext i1 %".769" to i32
  %".771" = add i32 %".768", %".770"
  store i32 %".771", i32* %"at.step"
  %".773" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".775" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block9:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block9"], [%".831", %"ty.end.5"]
  %".781" = icmp slt i32 %"tz.5", %".21"
  br i1 %".781", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".829", %"tx.end.5"]
  %".784" = icmp slt i32 %"ty.5", %".19"
  br i1 %".784", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".786" = mul nuw nsw i32 %".19", %"tz.5"
  %".787" = add nuw nsw i32 %"ty.5", %".786"
  %".788" = mul nuw nsw i32 %".15", %".787"
  %".789" = load i32, i32* %"x.lo"
  %".790" = load i32, i32* %"x.hi"
  br label %"tx.head.5"
ty.end.5:
  %".831" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [%".789", %"ty.body.5"], [%".827", %"tx.body.5"]
  %".792" = icmp slt i32 %"tx.5", %".790"
  br i1 %".792", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".794" = add nuw nsw i32 %"tx.5", %".788"
  %".795" = mul nuw nsw i32 %".794", 32
  %".796" = zext i32 %".795" to i64
  %".797" = getelementptr i8, ptr %".23", i64 %".796"
  %".798" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".797", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 9, i32 %".794", i32 %".13")
  %".799" = mul nuw nsw i64 %".28", 0
  %".800" = zext i32 %".794" to i64
  %".801" = mul nuw nsw i64 %".800", 4
  %".802" = add nuw nsw i64 %".799", %".801"
  %".803" = getelementptr i8, ptr %".25", i64 %".802"
  store i32 %".798", ptr %".803", !llvm.access.group !22, !tbaa !31
  %".805" = and i32 %".798", 15
  %".806" = load i32, i32* %"or"
  %".807" = or i32 %".806", %".798"
  store i32 %".807", i32* %"or"
  %".809" = load i32, i32* %"and"
  %".810" = and i32 %".809", %".798"
  store i32 %".810", i32* %"and"
  %".812" = load i32, i32* %"at.bar"
  %".813" = icmp eq i32 %".805", 2
  %".814" = zext i1 %".813" to i32
  %".815" = add i32 %".812", %".814"
  store i32 %".815", i32* %"at.bar"
  %".817" = load i32, i32* %"exited"
  %".818" = icmp eq i32 %".805", 3
  %".819" = zext i1 %".818" to i32
  %".820" = add i32 %".817", %".819"
  store i32 %".820", i32* %"exited"
  %".822" = load i32, i32* %"at.step"
  %".823" = icmp eq i32 %".805", 5
  %".824" = zext i1 %".823" to i32
  %".825" = add i32 %".822", %".824"
  store i32 %".825", i32* %"at.step"
  %".827" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".829" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".885", %"ty.end.6"]
  %".835" = icmp slt i32 %"tz.6", %".21"
  br i1 %".835", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".883", %"tx.end.6"]
  %".838" = icmp slt i32 %"ty.6", %".19"
  br i1 %".838", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".840" = mul nuw nsw i32 %".19", %"tz.6"
  %".841" = add nuw nsw i32 %"ty.6", %".840"
  %".842" = mul nuw nsw i32 %".15", %".841"
  %".843" = load i32, i32* %"x.lo"
  %".844" = load i32, i32* %"x.hi"
  br label %"tx.head.6"
ty.end.6:
  %".885" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [%".843", %"ty.body.6"], [%".881", %"tx.body.6"]
  %".846" = icmp slt i32 %"tx.6", %".844"
  br i1 %".846", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".848" = add nuw nsw i32 %"tx.6", %".842"
  %".849" = mul nuw nsw i32 %".848", 32
  %".850" = zext i32 %".849" to i64
  %".851" = getelementptr i8, ptr %".23", i64 %".850"
  %".852" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".851", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".848", i32 %".13")
  %".853" = mul nuw nsw i64 %".28", 0
  %".854" = zext i32 %".848" to i64
  %".855" = mul nuw nsw i64 %".854", 4
  %".856" = add nuw nsw i64 %".853", %".855"
  %".857" = getelementptr i8, ptr %".25", i64 %".856"
  store i32 %".852", ptr %".857", !llvm.access.group !22, !tbaa !31
  %".859" = and i32 %".852", 15
  %".860" = load i32, i32* %"or"
  %".861" = or i32 %".860", %".852"
  store i32 %".861", i32* %"or"
  %".863" = load i32, i32* %"and"
  %".864" = and i32 %".863", %".852"
  store i32 %".864", i32* %"and"
  %".866" = load i32, i32* %"at.bar"
  %".867" = icmp eq i32 %".859", 2
  %".868" = zext i1 %".867" to i32
  %".869" = add i32 %".866", %".868"
  store i32 %".869", i32* %"at.bar"
  %".871" = load i32, i32* %"exited"
  %".872" = icmp eq i32 %".859", 3
  %".873" = zext i1 %".872" to i32
  %".874" = add i32 %".871", %".873"
  store i32 %".874", i32* %"exited"
  %".876" = load i32, i32* %"at.step"
  %".877" = icmp eq i32 %".859", 5
  %".878" = zext i1 %".877" to i32
  %".879" = add i32 %".876", %".878"
  store i32 %".879", i32* %"at.step"
  %".881" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".883" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".939", %"ty.end.7"]
  %".889" = icmp slt i32 %"tz.7", %".21"
  br i1 %".889", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".937", %"tx.end.7"]
  %".892" = icmp slt i32 %"ty.7", %".19"
  br i1 %".892", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".894" = mul nuw nsw i32 %".19", %"tz.7"
  %".895" = add nuw nsw i32 %"ty.7", %".894"
  %".896" = mul nuw nsw i32 %".15", %".895"
  %".897" = load i32, i32* %"x.lo"
  %".898" = load i32, i32* %"x.hi"
  br label %"tx.head.7"
ty.end.7:
  %".939" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [%".897", %"ty.body.7"], [%".935", %"tx.body.7"]
  %".900" = icmp slt i32 %"tx.7", %".898"
  br i1 %".900", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".902" = add nuw nsw i32 %"tx.7", %".896"
  %".903" = mul nuw nsw i32 %".902", 32
  %".904" = zext i32 %".903" to i64
  %".905" = getelementptr i8, ptr %".23", i64 %".904"
  %".906" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".905", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".902", i32 %".13")
  %".907" = mul nuw nsw i64 %".28", 0
  %".908" = zext i32 %".902" to i64
  %".909" = mul nuw nsw i64 %".908", 4
  %".910" = add nuw nsw i64 %".907", %".909"
  %".911" = getelementptr i8, ptr %".25", i64 %".910"
  store i32 %".906", ptr %".911", !llvm.access.group !22, !tbaa !31
  %".913" = and i32 %".906", 15
  %".914" = load i32, i32* %"or"
  %".915" = or i32 %".914", %".906"
  store i32 %".915", i32* %"or"
  %".917" = load i32, i32* %"and"
  %".918" = and i32 %".917", %".906"
  store i32 %".918", i32* %"and"
  %".920" = load i32, i32* %"at.bar"
  %".921" = icmp eq i32 %".913", 2
  %".922" = zext i1 %".921" to i32
  %".923" = add i32 %".920", %".922"
  store i32 %".923", i32* %"at.bar"
  %".925" = load i32, i32* %"exited"
  %".926" = icmp eq i32 %".913", 3
  %".927" = zext i1 %".926" to i32
  %".928" = add i32 %".925", %".927"
  store i32 %".928", i32* %"exited"
  %".930" = load i32, i32* %"at.step"
  %".931" = icmp eq i32 %".913", 5
  %".932" = zext i1 %".931" to i32
  %".933" = add i32 %".930", %".932"
  store i32 %".933", i32* %"at.step"
  %".935" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".937" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block13:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block13"], [%".993", %"ty.end.8"]
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
  %".960" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".959", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 13, i32 %".956", i32 %".13")
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
block1.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block1.1"], [%".1048", %"ty.end.9"]
  %".998" = icmp slt i32 %"tz.9", %".21"
  br i1 %".998", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1046", %"tx.end.9"]
  %".1001" = icmp slt i32 %"ty.9", %".19"
  br i1 %".1001", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".1003" = mul nuw nsw i32 %".19", %"tz.9"
  %".1004" = add nuw nsw i32 %"ty.9", %".1003"
  %".1005" = mul nuw nsw i32 %".15", %".1004"
  %".1006" = load i32, i32* %"x.lo"
  %".1007" = load i32, i32* %"x.hi"
  br label %"tx.head.9"
ty.end.9:
  %".1048" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [%".1006", %"ty.body.9"], [%".1044", %"tx.body.9"]
  %".1009" = icmp slt i32 %"tx.9", %".1007"
  br i1 %".1009", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".1011" = add nuw nsw i32 %"tx.9", %".1005"
  %".1012" = mul nuw nsw i32 %".1011", 32
  %".1013" = zext i32 %".1012" to i64
  %".1014" = getelementptr i8, ptr %".23", i64 %".1013"
  %".1015" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1014", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 1, i32 %".1011", i32 %".13")
  %".1016" = mul nuw nsw i64 %".28", 0
  %".1017" = zext i32 %".1011" to i64
  %".1018" = mul nuw nsw i64 %".1017", 4
  %".1019" = add nuw nsw i64 %".1016", %".1018"
  %".1020" = getelementptr i8, ptr %".25", i64 %".1019"
  store i32 %".1015", ptr %".1020", !llvm.access.group !22, !tbaa !31
  %".1022" = and i32 %".1015", 15
  %".1023" = load i32, i32* %"or"
  %".1024" = or i32 %".1023", %".1015"
  store i32 %".1024", i32* %"or"
  %".1026" = load i32, i32* %"and"
  %".1027" = and i32 %".1026", %".1015"
  store i32 %".1027", i32* %"and"
  %".1029" = load i32, i32* %"at.bar"
  %".1030" = icmp eq i32 %".1022", 2
  %".1031" = zext i1 %".1030" to i32
  %".1032" = add i32 %".1029", %".1031"
  store i32 %".1032", i32* %"at.bar"
  %".1034" = load i32, i32* %"exited"
  %".1035" = icmp eq i32 %".1022", 3
  %".1036" = zext i1 %".1035" to i32
  %".1037" = add i32 %".1034", %".1036"
  store i32 %".1037", i32* %"exited"
  %".1039" = load i32, i32* %"at.step"
  %".1040" = icmp eq i32 %".1022", 5
  %".1041" = zext i1 %".1040" to i32
  %".1042" = add i32 %".1039", %".1041"
  store i32 %".1042", i32* %"at.step"
  %".1044" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1046" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
block2.1:
  br label %"tz.head.10"
tz.head.10:
  %"tz.10" = phi  i32 [0, %"block2.1"], [%".1102", %"ty.end.10"]
  %".1052" = icmp slt i32 %"tz.10", %".21"
  br i1 %".1052", label %"tz.body.10", label %"tz.end.10"
tz.body.10:
  br label %"ty.head.10"
tz.end.10:
  br label %"done"
ty.head.10:
  %"ty.10" = phi  i32 [0, %"tz.body.10"], [%".1100", %"tx.end.10"]
  %".1055" = icmp slt i32 %"ty.10", %".19"
  br i1 %".1055", label %"ty.body.10", label %"ty.end.10"
ty.body.10:
  %".1057" = mul nuw nsw i32 %".19", %"tz.10"
  %".1058" = add nuw nsw i32 %"ty.10", %".1057"
  %".1059" = mul nuw nsw i32 %".15", %".1058"
  %".1060" = load i32, i32* %"x.lo"
  %".1061" = load i32, i32* %"x.hi"
  br label %"tx.head.10"
ty.end.10:
  %".1102" = add i32 %"tz.10", 1
  br label %"tz.head.10", !llvm.loop !69
tx.head.10:
  %"tx.10" = phi  i32 [%".1060", %"ty.body.10"], [%".1098", %"tx.body.10"]
  %".1063" = icmp slt i32 %"tx.10", %".1061"
  br i1 %".1063", label %"tx.body.10", label %"tx.end.10"
tx.body.10:
  %".1065" = add nuw nsw i32 %"tx.10", %".1059"
  %".1066" = mul nuw nsw i32 %".1065", 32
  %".1067" = zext i32 %".1066" to i64
  %".1068" = getelementptr i8, ptr %".23", i64 %".1067"
  %".1069" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1068", i32 %"tx.10", i32 %"ty.10", i32 %"tz.10", i32 2, i32 %".1065", i32 %".13")
  %".1070" = mul nuw nsw i64 %".28", 0
  %".1071" = zext i32 %".1065" to i64
  %".1072" = mul nuw nsw i64 %".1071", 4
  %".1073" = add nuw nsw i64 %".1070", %".1072"
  %".1074" = getelementptr i8, ptr %".25", i64 %".1073"
  store i32 %".1069", ptr %".1074", !llvm.access.group !22, !tbaa !31
  %".1076" = and i32 %".1069", 15
  %".1077" = load i32, i32* %"or"
  %".1078" = or i32 %".1077", %".1069"
  store i32 %".1078", i32* %"or"
  %".1080" = load i32, i32* %"and"
  %".1081" = and i32 %".1080", %".1069"
  store i32 %".1081", i32* %"and"
  %".1083" = load i32, i32* %"at.bar"
  %".1084" = icmp eq i32 %".1076", 2
  %".1085" = zext i1 %".1084" to i32
  %".1086" = add i32 %".1083", %".1085"
  store i32 %".1086", i32* %"at.bar"
  %".1088" = load i32, i32* %"exited"
  %".1089" = icmp eq i32 %".1076", 3
  %".1090" = zext i1 %".1089" to i32
  %".1091" = add i32 %".1088", %".1090"
  store i32 %".1091", i32* %"exited"
  %".1093" = load i32, i32* %"at.step"
  %".1094" = icmp eq i32 %".1076", 5
  %".1095" = zext i1 %".1094" to i32
  %".1096" = add i32 %".1093", %".1095"
  store i32 %".1096", i32* %"at.step"
  %".1098" = add i32 %"tx.10", 1
  br label %"tx.head.10", !llvm.loop !71
tx.end.10:
  %".1100" = add i32 %"ty.10", 1
  br label %"ty.head.10", !llvm.loop !70
step.some:
  br i1 %".31", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1137", %"same.body.1"]
  %".1114" = icmp slt i32 %"same.2", %".13"
  br i1 %".1114", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1116" = add i32 0, %"same.2"
  %".1117" = mul nuw nsw i64 %".28", 0
  %".1118" = zext i32 %".1116" to i64
  %".1119" = mul nuw nsw i64 %".1118", 4
  %".1120" = add nuw nsw i64 %".1117", %".1119"
  %".1121" = getelementptr i8, ptr %".25", i64 %".1120"
  %".1122" = load i32, ptr %".1121"
  %".1123" = and i32 %".1122", 15
  %".1124" = icmp eq i32 %".1123", 5
  %".1125" = mul nuw nsw i64 %".28", 0
  %".1126" = zext i32 %".1116" to i64
  %".1127" = mul nuw nsw i64 %".1126", 4
  %".1128" = add nuw nsw i64 %".1125", %".1127"
  %".1129" = getelementptr i8, ptr %".25", i64 %".1128"
  %".1130" = load i32, ptr %".1129"
  %".1131" = lshr i32 %".1130", 4
  %".1132" = icmp eq i32 %".1131", %".1111"
  %".1133" = and i1 %".1124", %".1132"
  %".1134" = load i1, i1* %"same"
  %".1135" = and i1 %".1134", %".1133"
  store i1 %".1135", i1* %"same"
  %".1137" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1139" = load i1, i1* %"same"
  br i1 %".1139", label %"uniform.1", label %"step.some"
uniform.1:
  %".1141" = getelementptr i8, ptr %".2", i64 192
  %".1142" = load ptr, ptr %".1141"
  %".1143" = getelementptr i8, ptr %".1", i64 60
  %".1144" = load i32, ptr %".1143", !range !1
  %".1145" = zext i32 %".1144" to i64
  %".1146" = mul nuw nsw i64 %".1145", 64
  %".1147" = getelementptr i8, ptr %".1142", i64 %".1146"
  switch i32 %".1111", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1111", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok.1:
  switch i32 %".1111", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1.1:
  %".1149" = getelementptr i8, ptr %".1147", i64 8
  store i32 0, ptr %".1149", !tbaa !5
  %".1151" = mul nuw nsw i64 %".1145", 32
  %".1152" = getelementptr i8, ptr %".1142", i64 %".1151"
  %".1153" = load i32, ptr %".1152"
  %".1154" = sub i32 %".1153", -2147482624
  %".1155" = icmp ult i32 %".1154", 4294965248
  store i1 %".1155", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1168", %"affine.body.1"]
  %".1158" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1158", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1160" = zext i32 %"affine.1" to i64
  %".1161" = getelementptr i32, ptr %".1152", i64 %".1160"
  %".1162" = load i32, ptr %".1161"
  %".1163" = load i1, i1* %"same"
  %".1164" = add i32 %"affine.1", %".1153"
  %".1165" = icmp eq i32 %".1162", %".1164"
  %".1166" = and i1 %".1163", %".1165"
  store i1 %".1166", i1* %"same"
  %".1168" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1170" = load i1, i1* %"same"
  br i1 %".1170", label %"affine1.32.1", label %"steps.plain.1"
affine1.32.1:
  %".1172" = getelementptr i8, ptr %".1147", i64 0
  store i32 %".1153", ptr %".1172", !tbaa !5
  store i32 1, ptr %".1149", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1176" = getelementptr i8, ptr %".1147", i64 8
  %".1177" = load i32, ptr %".1176", !tbaa !5
  %".1178" = icmp ne i32 %".1177", 0
  br i1 %".1178", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1180" = mul nuw nsw i64 %".1145", 32
  %".1181" = getelementptr i8, ptr %".1142", i64 %".1180"
  %".1182" = load i32, ptr %".1181"
  %".1183" = sub i32 %".1182", -2147482624
  %".1184" = icmp ult i32 %".1183", 4294965248
  store i1 %".1184", i1* %"same"
  %".1186" = load i1, i1* %"same"
  br i1 %".1186", label %"affine2.32.1", label %"steps.plain.1"
affine2.32.1:
  %".1188" = getelementptr i8, ptr %".1147", i64 16
  store i32 %".1182", ptr %".1188", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1226", %"run.scan.body"]
  %".1198" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1198", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1200" = mul nuw nsw i64 %".28", 0
  %".1201" = zext i32 %"run.scan.1" to i64
  %".1202" = mul nuw nsw i64 %".1201", 4
  %".1203" = add nuw nsw i64 %".1200", %".1202"
  %".1204" = getelementptr i8, ptr %".25", i64 %".1203"
  %".1205" = load i32, ptr %".1204"
  %".1206" = and i32 %".1205", 15
  %".1207" = icmp eq i32 %".1206", 5
  %".1208" = load i32, i32* %"run.first"
  %".1209" = icmp eq i32 %".1208", -1
  %".1210" = and i1 %".1207", %".1209"
  %".1211" = select  i1 %".1210", i32 %"run.scan.1", i32 %".1208"
  store i32 %".1211", i32* %"run.first"
  %".1213" = load i32, i32* %"run.code"
  %".1214" = select  i1 %".1210", i32 %".1205", i32 %".1213"
  store i32 %".1214", i32* %"run.code"
  %".1216" = icmp ne i32 %".1208", -1
  %".1217" = load i32, i32* %"run.end"
  %".1218" = icmp eq i32 %".1217", -1
  %".1219" = load i32, i32* %"run.code"
  %".1220" = icmp ne i32 %".1205", %".1219"
  %".1221" = and i1 %".1218", %".1220"
  %".1222" = and i1 %".1216", %".1221"
  %".1223" = load i32, i32* %"run.end"
  %".1224" = select  i1 %".1222", i32 %"run.scan.1", i32 %".1223"
  store i32 %".1224", i32* %"run.end"
  %".1226" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1228" = load i32, i32* %"run.end"
  %".1229" = icmp eq i32 %".1228", -1
  %".1230" = select  i1 %".1229", i32 %".13", i32 %".1228"
  store i32 %".1230", i32* %"run.end"
  %".1232" = load i32, i32* %"run.first"
  %".1233" = sub i32 %".1230", %".1232"
  %".1234" = load i32, i32* %"run.first"
  %".1235" = icmp ne i32 %".1234", -1
  %".1236" = shl i32 %".1233", 1
  %".1237" = icmp uge i32 %".1236", %".13"
  %".1238" = and i1 %".1235", %".1237"
  br i1 %".1238", label %"run.found", label %"step.each"
run.found:
  %".1240" = load i32, i32* %"run.code"
  %".1241" = lshr i32 %".1240", 4
  %".1242" = load i32, i32* %"run.first"
  %".1243" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1291", %"others.body.endif"]
  %".1245" = icmp slt i32 %"others", %".13"
  br i1 %".1245", label %"others.body", label %"others.end"
others.body:
  %".1247" = icmp ult i32 %"others", %".1242"
  %".1248" = icmp uge i32 %"others", %".1243"
  %".1249" = or i1 %".1247", %".1248"
  %".1250" = mul nuw nsw i64 %".28", 0
  %".1251" = zext i32 %"others" to i64
  %".1252" = mul nuw nsw i64 %".1251", 4
  %".1253" = add nuw nsw i64 %".1250", %".1252"
  %".1254" = getelementptr i8, ptr %".25", i64 %".1253"
  %".1255" = load i32, ptr %".1254"
  %".1256" = and i32 %".1255", 15
  %".1257" = icmp eq i32 %".1256", 5
  %".1258" = and i1 %".1249", %".1257"
  br i1 %".1258", label %"others.body.if", label %"others.body.endif"
others.end:
  %".1293" = load i32, i32* %"run.first"
  store i32 %".1293", i32* %"x.lo"
  %".1295" = load i32, i32* %"run.end"
  store i32 %".1295", i32* %"x.hi"
  switch i32 %".1241", label %"run.other" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
others.body.if:
  %".1260" = mul nuw nsw i64 %".28", 0
  %".1261" = zext i32 %"others" to i64
  %".1262" = mul nuw nsw i64 %".1261", 4
  %".1263" = add nuw nsw i64 %".1260", %".1262"
  %".1264" = getelementptr i8, ptr %".25", i64 %".1263"
  %".1265" = load i32, ptr %".1264"
  %".1266" = lshr i32 %".1265", 4
  %".1267" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1266", i32 %"others")
  %".1268" = and i32 %".1267", 15
  %".1269" = load i32, i32* %"or"
  %".1270" = or i32 %".1269", %".1267"
  store i32 %".1270", i32* %"or"
  %".1272" = load i32, i32* %"and"
  %".1273" = and i32 %".1272", %".1267"
  store i32 %".1273", i32* %"and"
  %".1275" = load i32, i32* %"at.bar"
  %".1276" = icmp eq i32 %".1268", 2
  %".1277" = zext i1 %".1276" to i32
  %".1278" = add i32 %".1275", %".1277"
  store i32 %".1278", i32* %"at.bar"
  %".1280" = load i32, i32* %"exited"
  %".1281" = icmp eq i32 %".1268", 3
  %".1282" = zext i1 %".1281" to i32
  %".1283" = add i32 %".1280", %".1282"
  store i32 %".1283", i32* %"exited"
  %".1285" = load i32, i32* %"at.step"
  %".1286" = icmp eq i32 %".1268", 5
  %".1287" = zext i1 %".1286" to i32
  %".1288" = add i32 %".1285", %".1287"
  store i32 %".1288", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1291" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1347", %"each.body.3.endif"]
  %".1300" = icmp slt i32 %"each.4", %".13"
  br i1 %".1300", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1302" = add i32 0, %"each.4"
  %".1303" = mul nuw nsw i64 %".28", 0
  %".1304" = zext i32 %".1302" to i64
  %".1305" = mul nuw nsw i64 %".1304", 4
  %".1306" = add nuw nsw i64 %".1303", %".1305"
  %".1307" = getelementptr i8, ptr %".25", i64 %".1306"
  %".1308" = load i32, ptr %".1307"
  %".1309" = and i32 %".1308", 15
  %".1310" = icmp eq i32 %".1309", 5
  br i1 %".1310", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1347" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1313" = mul nuw nsw i64 %".28", 0
  %".1314" = zext i32 %".1302" to i64
  %".1315" = mul nuw nsw i64 %".1314", 4
  %".1316" = add nuw nsw i64 %".1313", %".1315"
  %".1317" = getelementptr i8, ptr %".25", i64 %".1316"
  %".1318" = load i32, ptr %".1317"
  %".1319" = lshr i32 %".1318", 4
  %".1320" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1319", i32 %".1302")
  %".1321" = and i32 %".1320", 15
  %".1322" = icmp eq i32 %".1321", 5
  br i1 %".1322", label %"each.step", label %"each.stop"
each.stop:
  %".1324" = and i32 %".1320", 15
  %".1325" = load i32, i32* %"or"
  %".1326" = or i32 %".1325", %".1320"
  store i32 %".1326", i32* %"or"
  %".1328" = load i32, i32* %"and"
  %".1329" = and i32 %".1328", %".1320"
  store i32 %".1329", i32* %"and"
  %".1331" = load i32, i32* %"at.bar"
  %".1332" = icmp eq i32 %".1324", 2
  %".1333" = zext i1 %".1332" to i32
  %".1334" = add i32 %".1331", %".1333"
  store i32 %".1334", i32* %"at.bar"
  %".1336" = load i32, i32* %"exited"
  %".1337" = icmp eq i32 %".1324", 3
  %".1338" = zext i1 %".1337" to i32
  %".1339" = add i32 %".1336", %".1338"
  store i32 %".1339", i32* %"exited"
  %".1341" = load i32, i32* %"at.step"
  %".1342" = icmp eq i32 %".1324", 5
  %".1343" = zext i1 %".1342" to i32
  %".1344" = add i32 %".1341", %".1343"
  store i32 %".1344", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1358" = add nuw nsw i32 %".3", 1
  store i32 %".1358", i32* %"hi"
  %".1360" = add nuw nsw i32 %".1350", 32
  store i32 %".1360", i32* %"end"
  %".1362" = mul nuw nsw i64 %".28", 0
  %".1363" = zext i32 %".1350" to i64
  %".1364" = mul nuw nsw i64 %".1363", 4
  %".1365" = add nuw nsw i64 %".1362", %".1364"
  %".1366" = getelementptr i8, ptr %".25", i64 %".1365"
  %".1367" = load i32, ptr %".1366"
  %".1368" = lshr i32 %".1367", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1386", %"same.body.2"]
  %".1371" = icmp slt i32 %"same.3", 32
  br i1 %".1371", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1373" = add i32 %".1350", %"same.3"
  %".1374" = mul nuw nsw i64 %".28", 0
  %".1375" = zext i32 %".1373" to i64
  %".1376" = mul nuw nsw i64 %".1375", 4
  %".1377" = add nuw nsw i64 %".1374", %".1376"
  %".1378" = getelementptr i8, ptr %".25", i64 %".1377"
  %".1379" = load i32, ptr %".1378"
  %".1380" = lshr i32 %".1379", 4
  %".1381" = icmp eq i32 %".1380", %".1368"
  %".1382" = and i1 1, %".1381"
  %".1383" = load i1, i1* %"same"
  %".1384" = and i1 %".1383", %".1382"
  store i1 %".1384", i1* %"same"
  %".1386" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1388" = load i1, i1* %"same"
  br i1 %".1388", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1368", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1430", %"each.body.4.endif"]
  %".1392" = icmp slt i32 %"each.5", 32
  br i1 %".1392", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1394" = add i32 %".1350", %"each.5"
  %".1395" = shl i32 1, %"each.5"
  %".1396" = and i32 %".4", %".1395"
  %".1397" = icmp ne i32 %".1396", 0
  br i1 %".1397", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1399" = mul nuw nsw i64 %".28", 0
  %".1400" = zext i32 %".1394" to i64
  %".1401" = mul nuw nsw i64 %".1400", 4
  %".1402" = add nuw nsw i64 %".1399", %".1401"
  %".1403" = getelementptr i8, ptr %".25", i64 %".1402"
  %".1404" = load i32, ptr %".1403"
  %".1405" = lshr i32 %".1404", 4
  %".1406" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1405", i32 %".1394")
  %".1407" = and i32 %".1406", 15
  %".1408" = load i32, i32* %"or"
  %".1409" = or i32 %".1408", %".1406"
  store i32 %".1409", i32* %"or"
  %".1411" = load i32, i32* %"and"
  %".1412" = and i32 %".1411", %".1406"
  store i32 %".1412", i32* %"and"
  %".1414" = load i32, i32* %"at.bar"
  %".1415" = icmp eq i32 %".1407", 2
  %".1416" = zext i1 %".1415" to i32
  %".1417" = add i32 %".1414", %".1416"
  store i32 %".1417", i32* %"at.bar"
  %".1419" = load i32, i32* %"exited"
  %".1420" = icmp eq i32 %".1407", 3
  %".1421" = zext i1 %".1420" to i32
  %".1422" = add i32 %".1419", %".1421"
  store i32 %".1422", i32* %"exited"
  %".1424" = load i32, i32* %"at.step"
  %".1425" = icmp eq i32 %".1407", 5
  %".1426" = zext i1 %".1425" to i32
  %".1427" = add i32 %".1424", %".1426"
  store i32 %".1427", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1430" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !72, !align !73
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !23
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !74
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !75
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
  %".56" = mul i64 %".55", 64
  %".57" = add i64 %".56", 24
  %".58" = add i64 %".57", 1024
  %".59" = getelementptr i8, ptr %".4", i64 200
  %".60" = getelementptr i8, ptr %".4", i64 208
  %".61" = load i64, ptr %".60"
  %".62" = icmp ult i64 %".61", %".58"
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !76
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
!69 = distinct !{!69, !24}
!70 = distinct !{!70, !24}
!71 = distinct !{!71, !28, !27, !24}
!72 = !{ i64 20 }
!73 = !{ i64 16 }
!74 = !{ i32 1, i32 -2147483648 }
!75 = !{ i32 1, i32 65536 }
!76 = !{ !"branch_weights", i32 1, i32 99 }