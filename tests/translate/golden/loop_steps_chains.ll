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
  %".1685" = load i32, i32* %"or"
  %".1686" = getelementptr i32, ptr %".5", i32 0
  store i32 %".1685", ptr %".1686"
  %".1688" = load i32, i32* %"and"
  %".1689" = getelementptr i32, ptr %".5", i32 1
  store i32 %".1688", ptr %".1689"
  %".1691" = load i32, i32* %"at.bar"
  %".1692" = getelementptr i32, ptr %".5", i32 2
  store i32 %".1691", ptr %".1692"
  %".1694" = load i32, i32* %"exited"
  %".1695" = getelementptr i32, ptr %".5", i32 3
  store i32 %".1694", ptr %".1695"
  %".1697" = load i32, i32* %"at.step"
  %".1698" = getelementptr i32, ptr %".5", i32 4
  store i32 %".1697", ptr %".1698"
  ret void
start:
  br label %"block0"
warp:
  %".1602" = mul nuw nsw i32 %".3", 32
  %".1603" = icmp eq i32 %".4", -1
  %".1604" = add i32 %".1602", 32
  %".1605" = icmp ule i32 %".1604", %".13"
  %".1606" = and i1 %".1603", %".1605"
  %".1607" = and i1 %".1606", %".29"
  br i1 %".1607", label %"warp.check", label %"warp.each"
at.barrier:
  %".84" = icmp ne i32 %".4", -1
  br i1 %".84", label %"known", label %"scan"
all.at.warp:
  br i1 %".29", label %"all.at.warp.1d", label %"all.at.warp.each"
at.step.1:
  %".558" = icmp ne i32 %".4", -1
  br i1 %".558", label %"step.known", label %"step.scan"
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
  switch i32 %".86", label %"scan" [i32 10, label %"block10"]
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
block10:
  br label %"tz.head.1"
tz.head.1:
  %"tz.1" = phi  i32 [0, %"block10"], [%".137", %"ty.end.1"]
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
  %".104" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".103", i32 %"tx.1", i32 %"ty.1", i32 %"tz.1", i32 10, i32 %".100", i32 %".13")
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
  switch i32 %".146", label %"each" [i32 10, label %"block10"]
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
  %"warp.1" = phi  i32 [%".231", %"lanes4"], [%".276", %"lane.end"]
  %".234" = icmp slt i32 %"warp.1", %".232"
  br i1 %".234", label %"warp.body", label %"warp.end"
warp.body:
  %"warp.size" = call i32 asm  "", "=r,0"(i32 32)
  %".236" = mul nuw nsw i32 %"warp.1", %"warp.size"
  call void @"__zk_chain_k_4"(ptr %".1", ptr %".2", i32 %".236")
  br label %"lane.head"
warp.end:
  %"warp.size.1" = call i32 asm  "", "=r,0"(i32 32)
  %".278" = mul nuw nsw i32 %".232", %"warp.size.1"
  store i32 %".278", i32* %"tail"
  br label %"lanes.tail"
lane.head:
  %"lane" = phi  i32 [0, %"warp.body"], [%".274", %"lane.body"]
  %".239" = icmp slt i32 %"lane", 32
  br i1 %".239", label %"lane.body", label %"lane.end"
lane.body:
  %".241" = add nuw nsw i32 %".236", %"lane"
  %".242" = mul nuw nsw i32 %".241", 32
  %".243" = zext i32 %".242" to i64
  %".244" = getelementptr i8, ptr %".21", i64 %".243"
  %".245" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".244", i32 %".241", i32 0, i32 0, i32 9, i32 %".241", i32 %".13")
  %".246" = mul nuw nsw i64 %".26", 0
  %".247" = zext i32 %".241" to i64
  %".248" = mul nuw nsw i64 %".247", 4
  %".249" = add nuw nsw i64 %".246", %".248"
  %".250" = getelementptr i8, ptr %".23", i64 %".249"
  store i32 %".245", ptr %".250", !llvm.access.group !22, !tbaa !31
  %".252" = and i32 %".245", 15
  %".253" = load i32, i32* %"or"
  %".254" = or i32 %".253", %".245"
  store i32 %".254", i32* %"or"
  %".256" = load i32, i32* %"and"
  %".257" = and i32 %".256", %".245"
  store i32 %".257", i32* %"and"
  %".259" = load i32, i32* %"at.bar"
  %".260" = icmp eq i32 %".252", 2
  %".261" = zext i1 %".260" to i32
  %".262" = add i32 %".259", %".261"
  store i32 %".262", i32* %"at.bar"
  %".264" = load i32, i32* %"exited"
  %".265" = icmp eq i32 %".252", 3
  %".266" = zext i1 %".265" to i32
  %".267" = add i32 %".264", %".266"
  store i32 %".267", i32* %"exited"
  %".269" = load i32, i32* %"at.step"
  %".270" = icmp eq i32 %".252", 5
  %".271" = zext i1 %".270" to i32
  %".272" = add i32 %".269", %".271"
  store i32 %".272", i32* %"at.step"
  %".274" = add i32 %"lane", 1
  br label %"lane.head", !llvm.loop !36
lane.end:
  %".276" = add i32 %"warp.1", 1
  br label %"warp.head", !llvm.loop !35
lanes.tail:
  %".280" = load i32, i32* %"tail"
  %".281" = load i32, i32* %"end"
  %".282" = sub i32 %".281", %".280"
  br label %"each.head.1"
each.head.1:
  %"each.2" = phi  i32 [0, %"lanes.tail"], [%".319", %"each.body.1.endif"]
  %".284" = icmp slt i32 %"each.2", %".282"
  br i1 %".284", label %"each.body.1", label %"each.end.1"
each.body.1:
  %".286" = add i32 %".280", %"each.2"
  br i1 1, label %"each.body.1.if", label %"each.body.1.endif"
each.end.1:
  br label %"done"
each.body.1.if:
  %".288" = mul nuw nsw i64 %".26", 0
  %".289" = zext i32 %".286" to i64
  %".290" = mul nuw nsw i64 %".289", 4
  %".291" = add nuw nsw i64 %".288", %".290"
  %".292" = getelementptr i8, ptr %".23", i64 %".291"
  %".293" = load i32, ptr %".292"
  %".294" = lshr i32 %".293", 4
  %".295" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".294", i32 %".286")
  %".296" = and i32 %".295", 15
  %".297" = load i32, i32* %"or"
  %".298" = or i32 %".297", %".295"
  store i32 %".298", i32* %"or"
  %".300" = load i32, i32* %"and"
  %".301" = and i32 %".300", %".295"
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
  br label %"each.body.1.endif"
each.body.1.endif:
  %".319" = add i32 %"each.2", 1
  br label %"each.head.1"
lanes5:
  %".323" = load i32, i32* %"lo"
  %".324" = load i32, i32* %"hi"
  br label %"warp.head.1"
warp.head.1:
  %"warp.2" = phi  i32 [%".323", %"lanes5"], [%".367", %"lane.end.1"]
  %".326" = icmp slt i32 %"warp.2", %".324"
  br i1 %".326", label %"warp.body.1", label %"warp.end.1"
warp.body.1:
  %"warp.size.2" = call i32 asm  "", "=r,0"(i32 32)
  %".328" = mul nuw nsw i32 %"warp.2", %"warp.size.2"
  br label %"lane.head.1"
warp.end.1:
  %"warp.size.3" = call i32 asm  "", "=r,0"(i32 32)
  %".369" = mul nuw nsw i32 %".324", %"warp.size.3"
  store i32 %".369", i32* %"tail"
  br label %"lanes.tail"
lane.head.1:
  %"lane.1" = phi  i32 [0, %"warp.body.1"], [%".365", %"lane.body.1"]
  %".330" = icmp slt i32 %"lane.1", 32
  br i1 %".330", label %"lane.body.1", label %"lane.end.1"
lane.body.1:
  %".332" = add nuw nsw i32 %".328", %"lane.1"
  %".333" = mul nuw nsw i32 %".332", 32
  %".334" = zext i32 %".333" to i64
  %".335" = getelementptr i8, ptr %".21", i64 %".334"
  %".336" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".335", i32 %".332", i32 0, i32 0, i32 5, i32 %".332", i32 %".13")
  %".337" = mul nuw nsw i64 %".26", 0
  %".338" = zext i32 %".332" to i64
  %".339" = mul nuw nsw i64 %".338", 4
  %".340" = add nuw nsw i64 %".337", %".339"
  %".341" = getelementptr i8, ptr %".23", i64 %".340"
  store i32 %".336", ptr %".341", !llvm.access.group !22, !tbaa !31
  %".343" = and i32 %".336", 15
  %".344" = load i32, i32* %"or"
  %".345" = or i32 %".344", %".336"
  store i32 %".345", i32* %"or"
  %".347" = load i32, i32* %"and"
  %".348" = and i32 %".347", %".336"
  store i32 %".348", i32* %"and"
  %".350" = load i32, i32* %"at.bar"
  %".351" = icmp eq i32 %".343", 2
  %".352" = zext i1 %".351" to i32
  %".353" = add i32 %".350", %".352"
  store i32 %".353", i32* %"at.bar"
  %".355" = load i32, i32* %"exited"
  %".356" = icmp eq i32 %".343", 3
  %".357" = zext i1 %".356" to i32
  %".358" = add i32 %".355", %".357"
  store i32 %".358", i32* %"exited"
  %".360" = load i32, i32* %"at.step"
  %".361" = icmp eq i32 %".343", 5
  %".362" = zext i1 %".361" to i32
  %".363" = add i32 %".360", %".362"
  store i32 %".363", i32* %"at.step"
  %".365" = add i32 %"lane.1", 1
  br label %"lane.head.1", !llvm.loop !38
lane.end.1:
  %".367" = add i32 %"warp.2", 1
  br label %"warp.head.1", !llvm.loop !37
lanes6:
  %".372" = load i32, i32* %"lo"
  %".373" = load i32, i32* %"hi"
  br label %"warp.head.2"
warp.head.2:
  %"warp.3" = phi  i32 [%".372", %"lanes6"], [%".416", %"lane.end.2"]
  %".375" = icmp slt i32 %"warp.3", %".373"
  br i1 %".375", label %"warp.body.2", label %"warp.end.2"
warp.body.2:
  %"warp.size.4" = call i32 asm  "", "=r,0"(i32 32)
  %".377" = mul nuw nsw i32 %"warp.3", %"warp.size.4"
  br label %"lane.head.2"
warp.end.2:
  %"warp.size.5" = call i32 asm  "", "=r,0"(i32 32)
  %".418" = mul nuw nsw i32 %".373", %"warp.size.5"
  store i32 %".418", i32* %"tail"
  br label %"lanes.tail"
lane.head.2:
  %"lane.2" = phi  i32 [0, %"warp.body.2"], [%".414", %"lane.body.2"]
  %".379" = icmp slt i32 %"lane.2", 32
  br i1 %".379", label %"lane.body.2", label %"lane.end.2"
lane.body.2:
  %".381" = add nuw nsw i32 %".377", %"lane.2"
  %".382" = mul nuw nsw i32 %".381", 32
  %".383" = zext i32 %".382" to i64
  %".384" = getelementptr i8, ptr %".21", i64 %".383"
  %".385" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".384", i32 %".381", i32 0, i32 0, i32 6, i32 %".381", i32 %".13")
  %".386" = mul nuw nsw i64 %".26", 0
  %".387" = zext i32 %".381" to i64
  %".388" = mul nuw nsw i64 %".387", 4
  %".389" = add nuw nsw i64 %".386", %".388"
  %".390" = getelementptr i8, ptr %".23", i64 %".389"
  store i32 %".385", ptr %".390", !llvm.access.group !22, !tbaa !31
  %".392" = and i32 %".385", 15
  %".393" = load i32, i32* %"or"
  %".394" = or i32 %".393", %".385"
  store i32 %".394", i32* %"or"
  %".396" = load i32, i32* %"and"
  %".397" = and i32 %".396", %".385"
  store i32 %".397", i32* %"and"
  %".399" = load i32, i32* %"at.bar"
  %".400" = icmp eq i32 %".392", 2
  %".401" = zext i1 %".400" to i32
  %".402" = add i32 %".399", %".401"
  store i32 %".402", i32* %"at.bar"
  %".404" = load i32, i32* %"exited"
  %".405" = icmp eq i32 %".392", 3
  %".406" = zext i1 %".405" to i32
  %".407" = add i32 %".404", %".406"
  store i32 %".407", i32* %"exited"
  %".409" = load i32, i32* %"at.step"
  %".410" = icmp eq i32 %".392", 5
  %".411" = zext i1 %".410" to i32
  %".412" = add i32 %".409", %".411"
  store i32 %".412", i32* %"at.step"
  %".414" = add i32 %"lane.2", 1
  br label %"lane.head.2", !llvm.loop !40
lane.end.2:
  %".416" = add i32 %"warp.3", 1
  br label %"warp.head.2", !llvm.loop !39
lanes7:
  %".421" = load i32, i32* %"lo"
  %".422" = load i32, i32* %"hi"
  br label %"warp.head.3"
warp.head.3:
  %"warp.4" = phi  i32 [%".421", %"lanes7"], [%".465", %"lane.end.3"]
  %".424" = icmp slt i32 %"warp.4", %".422"
  br i1 %".424", label %"warp.body.3", label %"warp.end.3"
warp.body.3:
  %"warp.size.6" = call i32 asm  "", "=r,0"(i32 32)
  %".426" = mul nuw nsw i32 %"warp.4", %"warp.size.6"
  br label %"lane.head.3"
warp.end.3:
  %"warp.size.7" = call i32 asm  "", "=r,0"(i32 32)
  %".467" = mul nuw nsw i32 %".422", %"warp.size.7"
  store i32 %".467", i32* %"tail"
  br label %"lanes.tail"
lane.head.3:
  %"lane.3" = phi  i32 [0, %"warp.body.3"], [%".463", %"lane.body.3"]
  %".428" = icmp slt i32 %"lane.3", 32
  br i1 %".428", label %"lane.body.3", label %"lane.end.3"
lane.body.3:
  %".430" = add nuw nsw i32 %".426", %"lane.3"
  %".431" = mul nuw nsw i32 %".430", 32
  %".432" = zext i32 %".431" to i64
  %".433" = getelementptr i8, ptr %".21", i64 %".432"
  %".434" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".433", i32 %".430", i32 0, i32 0, i32 7, i32 %".430", i32 %".13")
  %".435" = mul nuw nsw i64 %".26", 0
  %".436" = zext i32 %".430" to i64
  %".437" = mul nuw nsw i64 %".436", 4
  %".438" = add nuw nsw i64 %".435", %".437"
  %".439" = getelementptr i8, ptr %".23", i64 %".438"
  store i32 %".434", ptr %".439", !llvm.access.group !22, !tbaa !31
  %".441" = and i32 %".434", 15
  %".442" = load i32, i32* %"or"
  %".443" = or i32 %".442", %".434"
  store i32 %".443", i32* %"or"
  %".445" = load i32, i32* %"and"
  %".446" = and i32 %".445", %".434"
  store i32 %".446", i32* %"and"
  %".448" = load i32, i32* %"at.bar"
  %".449" = icmp eq i32 %".441", 2
  %".450" = zext i1 %".449" to i32
  %".451" = add i32 %".448", %".450"
  store i32 %".451", i32* %"at.bar"
  %".453" = load i32, i32* %"exited"
  %".454" = icmp eq i32 %".441", 3
  %".455" = zext i1 %".454" to i32
  %".456" = add i32 %".453", %".455"
  store i32 %".456", i32* %"exited"
  %".458" = load i32, i32* %"at.step"
  %".459" = icmp eq i32 %".441", 5
  %".460" = zext i1 %".459" to i32
  %".461" = add i32 %".458", %".460"
  store i32 %".461", i32* %"at.step"
  %".463" = add i32 %"lane.3", 1
  br label %"lane.head.3", !llvm.loop !42
lane.end.3:
  %".465" = add i32 %"warp.4", 1
  br label %"warp.head.3", !llvm.loop !41
lanes8:
  %".470" = load i32, i32* %"lo"
  %".471" = load i32, i32* %"hi"
  br label %"warp.head.4"
warp.head.4:
  %"warp.5" = phi  i32 [%".470", %"lanes8"], [%".514", %"lane.end.4"]
  %".473" = icmp slt i32 %"warp.5", %".471"
  br i1 %".473", label %"warp.body.4", label %"warp.end.4"
warp.body.4:
  %"warp.size.8" = call i32 asm  "", "=r,0"(i32 32)
  %".475" = mul nuw nsw i32 %"warp.5", %"warp.size.8"
  br label %"lane.head.4"
warp.end.4:
  %"warp.size.9" = call i32 asm  "", "=r,0"(i32 32)
  %".516" = mul nuw nsw i32 %".471", %"warp.size.9"
  store i32 %".516", i32* %"tail"
  br label %"lanes.tail"
lane.head.4:
  %"lane.4" = phi  i32 [0, %"warp.body.4"], [%".512", %"lane.body.4"]
  %".477" = icmp slt i32 %"lane.4", 32
  br i1 %".477", label %"lane.body.4", label %"lane.end.4"
lane.body.4:
  %".479" = add nuw nsw i32 %".475", %"lane.4"
  %".480" = mul nuw nsw i32 %".479", 32
  %".481" = zext i32 %".480" to i64
  %".482" = getelementptr i8, ptr %".21", i64 %".481"
  %".483" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".482", i32 %".479", i32 0, i32 0, i32 8, i32 %".479", i32 %".13")
  %".484" = mul nuw nsw i64 %".26", 0
  %".485" = zext i32 %".479" to i64
  %".486" = mul nuw nsw i64 %".485", 4
  %".487" = add nuw nsw i64 %".484", %".486"
  %".488" = getelementptr i8, ptr %".23", i64 %".487"
  store i32 %".483", ptr %".488", !llvm.access.group !22, !tbaa !31
  %".490" = and i32 %".483", 15
  %".491" = load i32, i32* %"or"
  %".492" = or i32 %".491", %".483"
  store i32 %".492", i32* %"or"
  %".494" = load i32, i32* %"and"
  %".495" = and i32 %".494", %".483"
  store i32 %".495", i32* %"and"
  %".497" = load i32, i32* %"at.bar"
  %".498" = icmp eq i32 %".490", 2
  %".499" = zext i1 %".498" to i32
  %".500" = add i32 %".497", %".499"
  store i32 %".500", i32* %"at.bar"
  %".502" = load i32, i32* %"exited"
  %".503" = icmp eq i32 %".490", 3
  %".504" = zext i1 %".503" to i32
  %".505" = add i32 %".502", %".504"
  store i32 %".505", i32* %"exited"
  %".507" = load i32, i32* %"at.step"
  %".508" = icmp eq i32 %".490", 5
  %".509" = zext i1 %".508" to i32
  %".510" = add i32 %".507", %".509"
  store i32 %".510", i32* %"at.step"
  %".512" = add i32 %"lane.4", 1
  br label %"lane.head.4", !llvm.loop !44
lane.end.4:
  %".514" = add i32 %"warp.5", 1
  br label %"warp.head.4", !llvm.loop !43
each.head.2:
  %"each.3" = phi  i32 [0, %"all.at.warp.each"], [%".555", %"each.body.2.endif"]
  %".520" = icmp slt i32 %"each.3", %".13"
  br i1 %".520", label %"each.body.2", label %"each.end.2"
each.body.2:
  %".522" = add i32 0, %"each.3"
  br i1 1, label %"each.body.2.if", label %"each.body.2.endif"
each.end.2:
  br label %"done"
each.body.2.if:
  %".524" = mul nuw nsw i64 %".26", 0
  %".525" = zext i32 %".522" to i64
  %".526" = mul nuw nsw i64 %".525", 4
  %".527" = add nuw nsw i64 %".524", %".526"
  %".528" = getelementptr i8, ptr %".23", i64 %".527"
  %".529" = load i32, ptr %".528"
  %".530" = lshr i32 %".529", 4
  %".531" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".530", i32 %".522")
  %".532" = and i32 %".531", 15
  %".533" = load i32, i32* %"or"
  %".534" = or i32 %".533", %".531"
  store i32 %".534", i32* %"or"
  %".536" = load i32, i32* %"and"
  %".537" = and i32 %".536", %".531"
  store i32 %".537", i32* %"and"
  %".539" = load i32, i32* %"at.bar"
  %".540" = icmp eq i32 %".532", 2
  %".541" = zext i1 %".540" to i32
  %".542" = add i32 %".539", %".541"
  store i32 %".542", i32* %"at.bar"
  %".544" = load i32, i32* %"exited"
  %".545" = icmp eq i32 %".532", 3
  %".546" = zext i1 %".545" to i32
  %".547" = add i32 %".544", %".546"
  store i32 %".547", i32* %"exited"
  %".549" = load i32, i32* %"at.step"
  %".550" = icmp eq i32 %".532", 5
  %".551" = zext i1 %".550" to i32
  %".552" = add i32 %".549", %".551"
  store i32 %".552", i32* %"at.step"
  br label %"each.body.2.endif"
each.body.2.endif:
  %".555" = add i32 %"each.3", 1
  br label %"each.head.2"
step.each:
  br label %"each.head.3"
step.known:
  %".560" = lshr i32 %".4", 4
  %".561" = getelementptr i8, ptr %".2", i64 192
  %".562" = load ptr, ptr %".561"
  %".563" = getelementptr i8, ptr %".1", i64 60
  %".564" = load i32, ptr %".563", !range !1
  %".565" = zext i32 %".564" to i64
  %".566" = mul nuw nsw i64 %".565", 64
  %".567" = getelementptr i8, ptr %".562", i64 %".566"
  switch i32 %".560", label %"steps.plain" [i32 1, label %"affine1" i32 2, label %"affine2"]
step.scan:
  %".1081" = mul nuw nsw i64 %".26", 0
  %".1082" = zext i32 0 to i64
  %".1083" = mul nuw nsw i64 %".1082", 4
  %".1084" = add nuw nsw i64 %".1081", %".1083"
  %".1085" = getelementptr i8, ptr %".23", i64 %".1084"
  %".1086" = load i32, ptr %".1085"
  %".1087" = lshr i32 %".1086", 4
  store i1 1, i1* %"same"
  br label %"same.head.1"
steps.plain:
  switch i32 %".560", label %"step.scan" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok:
  switch i32 %".560", label %"step.scan" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1:
  %".569" = getelementptr i8, ptr %".567", i64 8
  store i32 0, ptr %".569", !tbaa !5
  %".571" = mul nuw nsw i64 %".565", 32
  %".572" = getelementptr i8, ptr %".562", i64 %".571"
  %".573" = load i32, ptr %".572"
  %".574" = sub i32 %".573", -2147482624
  %".575" = icmp ult i32 %".574", 4294965248
  store i1 %".575", i1* %"same"
  br label %"affine.head"
affine.head:
  %"affine" = phi  i32 [0, %"affine1"], [%".588", %"affine.body"]
  %".578" = icmp slt i32 %"affine", %".13"
  br i1 %".578", label %"affine.body", label %"affine.end"
affine.body:
  %".580" = zext i32 %"affine" to i64
  %".581" = getelementptr i32, ptr %".572", i64 %".580"
  %".582" = load i32, ptr %".581"
  %".583" = load i1, i1* %"same"
  %".584" = add i32 %"affine", %".573"
  %".585" = icmp eq i32 %".582", %".584"
  %".586" = and i1 %".583", %".585"
  store i1 %".586", i1* %"same"
  %".588" = add i32 %"affine", 1
  br label %"affine.head"
affine.end:
  %".590" = load i1, i1* %"same"
  br i1 %".590", label %"affine1.32", label %"steps.plain"
affine1.32:
  %".592" = getelementptr i8, ptr %".567", i64 0
  store i32 %".573", ptr %".592", !tbaa !5
  store i32 1, ptr %".569", !tbaa !5
  br label %"affine.ok"
affine2:
  %".596" = getelementptr i8, ptr %".567", i64 8
  %".597" = load i32, ptr %".596", !tbaa !5
  %".598" = icmp ne i32 %".597", 0
  br i1 %".598", label %"affine2.known", label %"steps.plain"
affine2.known:
  %".600" = mul nuw nsw i64 %".565", 32
  %".601" = getelementptr i8, ptr %".562", i64 %".600"
  %".602" = load i32, ptr %".601"
  %".603" = sub i32 %".602", -2147482624
  %".604" = icmp ult i32 %".603", 4294965248
  store i1 %".604", i1* %"same"
  %".606" = load i1, i1* %"same"
  br i1 %".606", label %"affine2.32", label %"steps.plain"
affine2.32:
  %".608" = getelementptr i8, ptr %".567", i64 16
  store i32 %".602", ptr %".608", !tbaa !5
  br label %"affine.ok"
block1:
  br label %"tz.head.2"
tz.head.2:
  %"tz.2" = phi  i32 [0, %"block1"], [%".661", %"ty.end.2"]
  %".613" = icmp slt i32 %"tz.2", %".19"
  br i1 %".613", label %"tz.body.2", label %"tz.end.2"
tz.body.2:
  br label %"ty.head.2"
tz.end.2:
  br label %"done"
ty.head.2:
  %"ty.2" = phi  i32 [0, %"tz.body.2"], [%".659", %"tx.end.2"]
  %".616" = icmp slt i32 %"ty.2", %".17"
  br i1 %".616", label %"ty.body.2", label %"ty.end.2"
ty.body.2:
  %".618" = mul nuw nsw i32 %".17", %"tz.2"
  %".619" = add nuw nsw i32 %"ty.2", %".618"
  %".620" = mul nuw nsw i32 %".15", %".619"
  br label %"tx.head.2"
ty.end.2:
  %".661" = add i32 %"tz.2", 1
  br label %"tz.head.2", !llvm.loop !45
tx.head.2:
  %"tx.2" = phi  i32 [0, %"ty.body.2"], [%".657", %"tx.body.2"]
  %".622" = icmp slt i32 %"tx.2", %".15"
  br i1 %".622", label %"tx.body.2", label %"tx.end.2"
tx.body.2:
  %".624" = add nuw nsw i32 %"tx.2", %".620"
  %".625" = mul nuw nsw i32 %".624", 32
  %".626" = zext i32 %".625" to i64
  %".627" = getelementptr i8, ptr %".21", i64 %".626"
  %".628" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".627", i32 %"tx.2", i32 %"ty.2", i32 %"tz.2", i32 65537, i32 %".624", i32 %".13")
  %".629" = mul nuw nsw i64 %".26", 0
  %".630" = zext i32 %".624" to i64
  %".631" = mul nuw nsw i64 %".630", 4
  %".632" = add nuw nsw i64 %".629", %".631"
  %".633" = getelementptr i8, ptr %".23", i64 %".632"
  store i32 %".628", ptr %".633", !llvm.access.group !22, !tbaa !31
  %".635" = and i32 %".628", 15
  %".636" = load i32, i32* %"or"
  %".637" = or i32 %".636", %".628"
  store i32 %".637", i32* %"or"
  %".639" = load i32, i32* %"and"
  %".640" = and i32 %".639", %".628"
  store i32 %".640", i32* %"and"
  %".642" = load i32, i32* %"at.bar"
  %".643" = icmp eq i32 %".635", 2
  %".644" = zext i1 %".643" to i32
  %".645" = add i32 %".642", %".644"
  store i32 %".645", i32* %"at.bar"
  %".647" = load i32, i32* %"exited"
  %".648" = icmp eq i32 %".635", 3
  %".649" = zext i1 %".648" to i32
  %".650" = add i32 %".647", %".649"
  store i32 %".650", i32* %"exited"
  %".652" = load i32, i32* %"at.step"
  %".653" = icmp eq i32 %".635", 5
  %".654" = zext i1 %".653" to i32
  %".655" = add i32 %".652", %".654"
  store i32 %".655", i32* %"at.step"
  %".657" = add i32 %"tx.2", 1
  br label %"tx.head.2", !llvm.loop !47
tx.end.2:
  %".659" = add i32 %"ty.2", 1
  br label %"ty.head.2", !llvm.loop !46
block2:
  br label %"tz.head.3"
tz.head.3:
  %"tz.3" = phi  i32 [0, %"block2"], [%".713", %"ty.end.3"]
  %".665" = icmp slt i32 %"tz.3", %".19"
  br i1 %".665", label %"tz.body.3", label %"tz.end.3"
tz.body.3:
  br label %"ty.head.3"
tz.end.3:
  br label %"done"
ty.head.3:
  %"ty.3" = phi  i32 [0, %"tz.body.3"], [%".711", %"tx.end.3"]
  %".668" = icmp slt i32 %"ty.3", %".17"
  br i1 %".668", label %"ty.body.3", label %"ty.end.3"
ty.body.3:
  %".670" = mul nuw nsw i32 %".17", %"tz.3"
  %".671" = add nuw nsw i32 %"ty.3", %".670"
  %".672" = mul nuw nsw i32 %".15", %".671"
  br label %"tx.head.3"
ty.end.3:
  %".713" = add i32 %"tz.3", 1
  br label %"tz.head.3", !llvm.loop !48
tx.head.3:
  %"tx.3" = phi  i32 [0, %"ty.body.3"], [%".709", %"tx.body.3"]
  %".674" = icmp slt i32 %"tx.3", %".15"
  br i1 %".674", label %"tx.body.3", label %"tx.end.3"
tx.body.3:
  %".676" = add nuw nsw i32 %"tx.3", %".672"
  %".677" = mul nuw nsw i32 %".676", 32
  %".678" = zext i32 %".677" to i64
  %".679" = getelementptr i8, ptr %".21", i64 %".678"
  %".680" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".679", i32 %"tx.3", i32 %"ty.3", i32 %"tz.3", i32 65538, i32 %".676", i32 %".13")
  %".681" = mul nuw nsw i64 %".26", 0
  %".682" = zext i32 %".676" to i64
  %".683" = mul nuw nsw i64 %".682", 4
  %".684" = add nuw nsw i64 %".681", %".683"
  %".685" = getelementptr i8, ptr %".23", i64 %".684"
  store i32 %".680", ptr %".685", !llvm.access.group !22, !tbaa !31
  %".687" = and i32 %".680", 15
  %".688" = load i32, i32* %"or"
  %".689" = or i32 %".688", %".680"
  store i32 %".689", i32* %"or"
  %".691" = load i32, i32* %"and"
  %".692" = and i32 %".691", %".680"
  store i32 %".692", i32* %"and"
  %".694" = load i32, i32* %"at.bar"
  %".695" = icmp eq i32 %".687", 2
  %".696" = zext i1 %".695" to i32
  %".697" = add i32 %".694", %".696"
  store i32 %".697", i32* %"at.bar"
  %".699" = load i32, i32* %"exited"
  %".700" = icmp eq i32 %".687", 3
  %".701" = zext i1 %".700" to i32
  %".702" = add i32 %".699", %".701"
  store i32 %".702", i32* %"exited"
  %".704" = load i32, i32* %"at.step"
  %".705" = icmp eq i32 %".687", 5
  %".706" = zext i1 %".705" to i32
  %".707" = add i32 %".704", %".706"
  store i32 %".707", i32* %"at.step"
  %".709" = add i32 %"tx.3", 1
  br label %"tx.head.3", !llvm.loop !50
tx.end.3:
  %".711" = add i32 %"ty.3", 1
  br label %"ty.head.3", !llvm.loop !49
block3:
  br label %"tz.head.4"
tz.head.4:
  %"tz.4" = phi  i32 [0, %"block3"], [%".765", %"ty.end.4"]
  %".717" = icmp slt i32 %"tz.4", %".19"
  br i1 %".717", label %"tz.body.4", label %"tz.end.4"
tz.body.4:
  br label %"ty.head.4"
tz.end.4:
  br label %"done"
ty.head.4:
  %"ty.4" = phi  i32 [0, %"tz.body.4"], [%".763", %"tx.end.4"]
  %".720" = icmp slt i32 %"ty.4", %".17"
  br i1 %".720", label %"ty.body.4", label %"ty.end.4"
ty.body.4:
  %".722" = mul nuw nsw i32 %".17", %"tz.4"
  %".723" = add nuw nsw i32 %"ty.4", %".722"
  %".724" = mul nuw nsw i32 %".15", %".723"
  br label %"tx.head.4"
ty.end.4:
  %".765" = add i32 %"tz.4", 1
  br label %"tz.head.4", !llvm.loop !51
tx.head.4:
  %"tx.4" = phi  i32 [0, %"ty.body.4"], [%".761", %"tx.body.4"]
  %".726" = icmp slt i32 %"tx.4", %".15"
  br i1 %".726", label %"tx.body.4", label %"tx.end.4"
tx.body.4:
  %".728" = add nuw nsw i32 %"tx.4", %".724"
  %".729" = mul nuw nsw i32 %".728", 32
  %".730" = zext i32 %".729" to i64
  %".731" = getelementptr i8, ptr %".21", i64 %".730"
  %".732" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".731", i32 %"tx.4", i32 %"ty.4", i32 %"tz.4", i32 3, i32 %".728", i32 %".13")
  %".733" = mul nuw nsw i64 %".26", 0
  %".734" = zext i32 %".728" to i64
  %".735" = mul nuw nsw i64 %".734", 4
  %".736" = add nuw nsw i64 %".733", %".735"
  %".737" = getelementptr i8, ptr %".23", i64 %".736"
  store i32 %".732", ptr %".737", !llvm.access.group !22, !tbaa !31
  %".739" = and i32 %".732", 15
  %".740" = load i32, i32* %"or"
  %".741" = or i32 %".740", %".732"
  store i32 %".741", i32* %"or"
  %".743" = load i32, i32* %"and"
  %".744" = and i32 %".743", %".732"
  store i32 %".744", i32* %"and"
  %".746" = load i32, i32* %"at.bar"
  %".747" = icmp eq i32 %".739", 2
  %".748" = zext i1 %".747" to i32
  %".749" = add i32 %".746", %".748"
  store i32 %".749", i32* %"at.bar"
  %".751" = load i32, i32* %"exited"
  %".752" = icmp eq i32 %".739", 3
  %".753" = zext i1 %".752" to i32
  %".754" = add i32 %".751", %".753"
  store i32 %".754", i32* %"exited"
  %".756" = load i32, i32* %"at.step"
  %".757" = icmp eq i32 %".739", 5
  %".758" = zext i1 %".757" to i32
  %".759" = add i32 %".756", %".758"
  store i32 %".759", i32* %"at.step"
  %".761" = add i32 %"tx.4", 1
  br label %"tx.head.4", !llvm.loop !53
tx.end.4:
  %".763" = add i32 %"ty.4", 1
  br label %"ty.head.4", !llvm.loop !52
block9:
  br label %"tz.head.5"
tz.head.5:
  %"tz.5" = phi  i32 [0, %"block9"], [%".817", %"ty.end.5"]
  %".769" = icmp slt i32 %"tz.5", %".19"
  br i1 %".769", label %"tz.body.5", label %"tz.end.5"
tz.body.5:
  br label %"ty.head.5"
tz.end.5:
  br label %"done"
ty.head.5:
  %"ty.5" = phi  i32 [0, %"tz.body.5"], [%".815", %"tx.end.5"]
  %".772" = icmp slt i32 %"ty.5", %".17"
  br i1 %".772", label %"ty.body.5", label %"ty.end.5"
ty.body.5:
  %".774" = mul nuw nsw i32 %".17", %"tz.5"
  %".775" = add nuw nsw i32 %"ty.5", %".774"
  %".776" = mul nuw nsw i32 %".15", %".775"
  br label %"tx.head.5"
ty.end.5:
  %".817" = add i32 %"tz.5", 1
  br label %"tz.head.5", !llvm.loop !54
tx.head.5:
  %"tx.5" = phi  i32 [0, %"ty.body.5"], [%".813", %"tx.body.5"]
  %".778" = icmp slt i32 %"tx.5", %".15"
  br i1 %".778", label %"tx.body.5", label %"tx.end.5"
tx.body.5:
  %".780" = add nuw nsw i32 %"tx.5", %".776"
  %".781" = mul nuw nsw i32 %".780", 32
  %".782" = zext i32 %".781" to i64
  %".783" = getelementptr i8, ptr %".21", i64 %".782"
  %".784" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".783", i32 %"tx.5", i32 %"ty.5", i32 %"tz.5", i32 9, i32 %".780", i32 %".13")
  %".785" = mul nuw nsw i64 %".26", 0
  %".786" = zext i32 %".780" to i64
  %".787" = mul nuw nsw i64 %".786", 4
  %".788" = add nuw nsw i64 %".785", %".787"
  %".789" = getelementptr i8, ptr %".23", i64 %".788"
  store i32 %".784", ptr %".789", !llvm.access.group !22, !tbaa !31
  %".791" = and i32 %".784", 15
  %".792" = load i32, i32* %"or"
  %".793" = or i32 %".792", %".784"
  store i32 %".793", i32* %"or"
  %".795" = load i32, i32* %"and"
  %".796" = and i32 %".795", %".784"
  store i32 %".796", i32* %"and"
  %".798" = load i32, i32* %"at.bar"
  %".799" = icmp eq i32 %".791", 2
  %".800" = zext i1 %".799" to i32
  %".801" = add i32 %".798", %".800"
  store i32 %".801", i32* %"at.bar"
  %".803" = load i32, i32* %"exited"
  %".804" = icmp eq i32 %".791", 3
  %".805" = zext i1 %".804" to i32
  %".806" = add i32 %".803", %".805"
  store i32 %".806", i32* %"exited"
  %".808" = load i32, i32* %"at.step"
  %".809" = icmp eq i32 %".791", 5
  %".810" = zext i1 %".809" to i32
  %".811" = add i32 %".808", %".810"
  store i32 %".811", i32* %"at.step"
  %".813" = add i32 %"tx.5", 1
  br label %"tx.head.5", !llvm.loop !56
tx.end.5:
  %".815" = add i32 %"ty.5", 1
  br label %"ty.head.5", !llvm.loop !55
block11:
  br label %"tz.head.6"
tz.head.6:
  %"tz.6" = phi  i32 [0, %"block11"], [%".869", %"ty.end.6"]
  %".821" = icmp slt i32 %"tz.6", %".19"
  br i1 %".821", label %"tz.body.6", label %"tz.end.6"
tz.body.6:
  br label %"ty.head.6"
tz.end.6:
  br label %"done"
ty.head.6:
  %"ty.6" = phi  i32 [0, %"tz.body.6"], [%".867", %"tx.end.6"]
  %".824" = icmp slt i32 %"ty.6", %".17"
  br i1 %".824", label %"ty.body.6", label %"ty.end.6"
ty.body.6:
  %".826" = mul nuw nsw i32 %".17", %"tz.6"
  %".827" = add nuw nsw i32 %"ty.6", %".826"
  %".828" = mul nuw nsw i32 %".15", %".827"
  br label %"tx.head.6"
ty.end.6:
  %".869" = add i32 %"tz.6", 1
  br label %"tz.head.6", !llvm.loop !57
tx.head.6:
  %"tx.6" = phi  i32 [0, %"ty.body.6"], [%".865", %"tx.body.6"]
  %".830" = icmp slt i32 %"tx.6", %".15"
  br i1 %".830", label %"tx.body.6", label %"tx.end.6"
tx.body.6:
  %".832" = add nuw nsw i32 %"tx.6", %".828"
  %".833" = mul nuw nsw i32 %".832", 32
  %".834" = zext i32 %".833" to i64
  %".835" = getelementptr i8, ptr %".21", i64 %".834"
  %".836" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".835", i32 %"tx.6", i32 %"ty.6", i32 %"tz.6", i32 11, i32 %".832", i32 %".13")
  %".837" = mul nuw nsw i64 %".26", 0
  %".838" = zext i32 %".832" to i64
  %".839" = mul nuw nsw i64 %".838", 4
  %".840" = add nuw nsw i64 %".837", %".839"
  %".841" = getelementptr i8, ptr %".23", i64 %".840"
  store i32 %".836", ptr %".841", !llvm.access.group !22, !tbaa !31
  %".843" = and i32 %".836", 15
  %".844" = load i32, i32* %"or"
  %".845" = or i32 %".844", %".836"
  store i32 %".845", i32* %"or"
  %".847" = load i32, i32* %"and"
  %".848" = and i32 %".847", %".836"
  store i32 %".848", i32* %"and"
  %".850" = load i32, i32* %"at.bar"
  %".851" = icmp eq i32 %".843", 2
  %".852" = zext i1 %".851" to i32
  %".853" = add i32 %".850", %".852"
  store i32 %".853", i32* %"at.bar"
  %".855" = load i32, i32* %"exited"
  %".856" = icmp eq i32 %".843", 3
  %".857" = zext i1 %".856" to i32
  %".858" = add i32 %".855", %".857"
  store i32 %".858", i32* %"exited"
  %".860" = load i32, i32* %"at.step"
  %".861" = icmp eq i32 %".843", 5
  %".862" = zext i1 %".861" to i32
  %".863" = add i32 %".860", %".862"
  store i32 %".863", i32* %"at.step"
  %".865" = add i32 %"tx.6", 1
  br label %"tx.head.6", !llvm.loop !59
tx.end.6:
  %".867" = add i32 %"ty.6", 1
  br label %"ty.head.6", !llvm.loop !58
block12:
  br label %"tz.head.7"
tz.head.7:
  %"tz.7" = phi  i32 [0, %"block12"], [%".921", %"ty.end.7"]
  %".873" = icmp slt i32 %"tz.7", %".19"
  br i1 %".873", label %"tz.body.7", label %"tz.end.7"
tz.body.7:
  br label %"ty.head.7"
tz.end.7:
  br label %"done"
ty.head.7:
  %"ty.7" = phi  i32 [0, %"tz.body.7"], [%".919", %"tx.end.7"]
  %".876" = icmp slt i32 %"ty.7", %".17"
  br i1 %".876", label %"ty.body.7", label %"ty.end.7"
ty.body.7:
  %".878" = mul nuw nsw i32 %".17", %"tz.7"
  %".879" = add nuw nsw i32 %"ty.7", %".878"
  %".880" = mul nuw nsw i32 %".15", %".879"
  br label %"tx.head.7"
ty.end.7:
  %".921" = add i32 %"tz.7", 1
  br label %"tz.head.7", !llvm.loop !60
tx.head.7:
  %"tx.7" = phi  i32 [0, %"ty.body.7"], [%".917", %"tx.body.7"]
  %".882" = icmp slt i32 %"tx.7", %".15"
  br i1 %".882", label %"tx.body.7", label %"tx.end.7"
tx.body.7:
  %".884" = add nuw nsw i32 %"tx.7", %".880"
  %".885" = mul nuw nsw i32 %".884", 32
  %".886" = zext i32 %".885" to i64
  %".887" = getelementptr i8, ptr %".21", i64 %".886"
  %".888" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".887", i32 %"tx.7", i32 %"ty.7", i32 %"tz.7", i32 12, i32 %".884", i32 %".13")
  %".889" = mul nuw nsw i64 %".26", 0
  %".890" = zext i32 %".884" to i64
  %".891" = mul nuw nsw i64 %".890", 4
  %".892" = add nuw nsw i64 %".889", %".891"
  %".893" = getelementptr i8, ptr %".23", i64 %".892"
  store i32 %".888", ptr %".893", !llvm.access.group !22, !tbaa !31
  %".895" = and i32 %".888", 15
  %".896" = load i32, i32* %"or"
  %".897" = or i32 %".896", %".888"
  store i32 %".897", i32* %"or"
  %".899" = load i32, i32* %"and"
  %".900" = and i32 %".899", %".888"
  store i32 %".900", i32* %"and"
  %".902" = load i32, i32* %"at.bar"
  %".903" = icmp eq i32 %".895", 2
  %".904" = zext i1 %".903" to i32
  %".905" = add i32 %".902", %".904"
  store i32 %".905", i32* %"at.bar"
  %".907" = load i32, i32* %"exited"
  %".908" = icmp eq i32 %".895", 3
  %".909" = zext i1 %".908" to i32
  %".910" = add i32 %".907", %".909"
  store i32 %".910", i32* %"exited"
  %".912" = load i32, i32* %"at.step"
  %".913" = icmp eq i32 %".895", 5
  %".914" = zext i1 %".913" to i32
  %".915" = add i32 %".912", %".914"
  store i32 %".915", i32* %"at.step"
  %".917" = add i32 %"tx.7", 1
  br label %"tx.head.7", !llvm.loop !62
tx.end.7:
  %".919" = add i32 %"ty.7", 1
  br label %"ty.head.7", !llvm.loop !61
block13:
  br label %"tz.head.8"
tz.head.8:
  %"tz.8" = phi  i32 [0, %"block13"], [%".973", %"ty.end.8"]
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
  %".940" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".939", i32 %"tx.8", i32 %"ty.8", i32 %"tz.8", i32 13, i32 %".936", i32 %".13")
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
block1.1:
  br label %"tz.head.9"
tz.head.9:
  %"tz.9" = phi  i32 [0, %"block1.1"], [%".1026", %"ty.end.9"]
  %".978" = icmp slt i32 %"tz.9", %".19"
  br i1 %".978", label %"tz.body.9", label %"tz.end.9"
tz.body.9:
  br label %"ty.head.9"
tz.end.9:
  br label %"done"
ty.head.9:
  %"ty.9" = phi  i32 [0, %"tz.body.9"], [%".1024", %"tx.end.9"]
  %".981" = icmp slt i32 %"ty.9", %".17"
  br i1 %".981", label %"ty.body.9", label %"ty.end.9"
ty.body.9:
  %".983" = mul nuw nsw i32 %".17", %"tz.9"
  %".984" = add nuw nsw i32 %"ty.9", %".983"
  %".985" = mul nuw nsw i32 %".15", %".984"
  br label %"tx.head.9"
ty.end.9:
  %".1026" = add i32 %"tz.9", 1
  br label %"tz.head.9", !llvm.loop !66
tx.head.9:
  %"tx.9" = phi  i32 [0, %"ty.body.9"], [%".1022", %"tx.body.9"]
  %".987" = icmp slt i32 %"tx.9", %".15"
  br i1 %".987", label %"tx.body.9", label %"tx.end.9"
tx.body.9:
  %".989" = add nuw nsw i32 %"tx.9", %".985"
  %".990" = mul nuw nsw i32 %".989", 32
  %".991" = zext i32 %".990" to i64
  %".992" = getelementptr i8, ptr %".21", i64 %".991"
  %".993" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".992", i32 %"tx.9", i32 %"ty.9", i32 %"tz.9", i32 1, i32 %".989", i32 %".13")
  %".994" = mul nuw nsw i64 %".26", 0
  %".995" = zext i32 %".989" to i64
  %".996" = mul nuw nsw i64 %".995", 4
  %".997" = add nuw nsw i64 %".994", %".996"
  %".998" = getelementptr i8, ptr %".23", i64 %".997"
  store i32 %".993", ptr %".998", !llvm.access.group !22, !tbaa !31
  %".1000" = and i32 %".993", 15
  %".1001" = load i32, i32* %"or"
  %".1002" = or i32 %".1001", %".993"
  store i32 %".1002", i32* %"or"
  %".1004" = load i32, i32* %"and"
  %".1005" = and i32 %".1004", %".993"
  store i32 %".1005", i32* %"and"
  %".1007" = load i32, i32* %"at.bar"
  %".1008" = icmp eq i32 %".1000", 2
  %".1009" = zext i1 %".1008" to i32
  %".1010" = add i32 %".1007", %".1009"
  store i32 %".1010", i32* %"at.bar"
  %".1012" = load i32, i32* %"exited"
  %".1013" = icmp eq i32 %".1000", 3
  %".1014" = zext i1 %".1013" to i32
  %".1015" = add i32 %".1012", %".1014"
  store i32 %".1015", i32* %"exited"
  %".1017" = load i32, i32* %"at.step"
  %".1018" = icmp eq i32 %".1000", 5
  %".1019" = zext i1 %".1018" to i32
  %".1020" = add i32 %".1017", %".1019"
  store i32 %".1020", i32* %"at.step"
  %".1022" = add i32 %"tx.9", 1
  br label %"tx.head.9", !llvm.loop !68
tx.end.9:
  %".1024" = add i32 %"ty.9", 1
  br label %"ty.head.9", !llvm.loop !67
block2.1:
  br label %"tz.head.10"
tz.head.10:
  %"tz.10" = phi  i32 [0, %"block2.1"], [%".1078", %"ty.end.10"]
  %".1030" = icmp slt i32 %"tz.10", %".19"
  br i1 %".1030", label %"tz.body.10", label %"tz.end.10"
tz.body.10:
  br label %"ty.head.10"
tz.end.10:
  br label %"done"
ty.head.10:
  %"ty.10" = phi  i32 [0, %"tz.body.10"], [%".1076", %"tx.end.10"]
  %".1033" = icmp slt i32 %"ty.10", %".17"
  br i1 %".1033", label %"ty.body.10", label %"ty.end.10"
ty.body.10:
  %".1035" = mul nuw nsw i32 %".17", %"tz.10"
  %".1036" = add nuw nsw i32 %"ty.10", %".1035"
  %".1037" = mul nuw nsw i32 %".15", %".1036"
  br label %"tx.head.10"
ty.end.10:
  %".1078" = add i32 %"tz.10", 1
  br label %"tz.head.10", !llvm.loop !69
tx.head.10:
  %"tx.10" = phi  i32 [0, %"ty.body.10"], [%".1074", %"tx.body.10"]
  %".1039" = icmp slt i32 %"tx.10", %".15"
  br i1 %".1039", label %"tx.body.10", label %"tx.end.10"
tx.body.10:
  %".1041" = add nuw nsw i32 %"tx.10", %".1037"
  %".1042" = mul nuw nsw i32 %".1041", 32
  %".1043" = zext i32 %".1042" to i64
  %".1044" = getelementptr i8, ptr %".21", i64 %".1043"
  %".1045" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1044", i32 %"tx.10", i32 %"ty.10", i32 %"tz.10", i32 2, i32 %".1041", i32 %".13")
  %".1046" = mul nuw nsw i64 %".26", 0
  %".1047" = zext i32 %".1041" to i64
  %".1048" = mul nuw nsw i64 %".1047", 4
  %".1049" = add nuw nsw i64 %".1046", %".1048"
  %".1050" = getelementptr i8, ptr %".23", i64 %".1049"
  store i32 %".1045", ptr %".1050", !llvm.access.group !22, !tbaa !31
  %".1052" = and i32 %".1045", 15
  %".1053" = load i32, i32* %"or"
  %".1054" = or i32 %".1053", %".1045"
  store i32 %".1054", i32* %"or"
  %".1056" = load i32, i32* %"and"
  %".1057" = and i32 %".1056", %".1045"
  store i32 %".1057", i32* %"and"
  %".1059" = load i32, i32* %"at.bar"
  %".1060" = icmp eq i32 %".1052", 2
  %".1061" = zext i1 %".1060" to i32
  %".1062" = add i32 %".1059", %".1061"
  store i32 %".1062", i32* %"at.bar"
  %".1064" = load i32, i32* %"exited"
  %".1065" = icmp eq i32 %".1052", 3
  %".1066" = zext i1 %".1065" to i32
  %".1067" = add i32 %".1064", %".1066"
  store i32 %".1067", i32* %"exited"
  %".1069" = load i32, i32* %"at.step"
  %".1070" = icmp eq i32 %".1052", 5
  %".1071" = zext i1 %".1070" to i32
  %".1072" = add i32 %".1069", %".1071"
  store i32 %".1072", i32* %"at.step"
  %".1074" = add i32 %"tx.10", 1
  br label %"tx.head.10", !llvm.loop !71
tx.end.10:
  %".1076" = add i32 %"ty.10", 1
  br label %"ty.head.10", !llvm.loop !70
step.some:
  br i1 %".29", label %"run.scan", label %"step.each"
same.head.1:
  %"same.2" = phi  i32 [0, %"step.scan"], [%".1113", %"same.body.1"]
  %".1090" = icmp slt i32 %"same.2", %".13"
  br i1 %".1090", label %"same.body.1", label %"same.end.1"
same.body.1:
  %".1092" = add i32 0, %"same.2"
  %".1093" = mul nuw nsw i64 %".26", 0
  %".1094" = zext i32 %".1092" to i64
  %".1095" = mul nuw nsw i64 %".1094", 4
  %".1096" = add nuw nsw i64 %".1093", %".1095"
  %".1097" = getelementptr i8, ptr %".23", i64 %".1096"
  %".1098" = load i32, ptr %".1097"
  %".1099" = and i32 %".1098", 15
  %".1100" = icmp eq i32 %".1099", 5
  %".1101" = mul nuw nsw i64 %".26", 0
  %".1102" = zext i32 %".1092" to i64
  %".1103" = mul nuw nsw i64 %".1102", 4
  %".1104" = add nuw nsw i64 %".1101", %".1103"
  %".1105" = getelementptr i8, ptr %".23", i64 %".1104"
  %".1106" = load i32, ptr %".1105"
  %".1107" = lshr i32 %".1106", 4
  %".1108" = icmp eq i32 %".1107", %".1087"
  %".1109" = and i1 %".1100", %".1108"
  %".1110" = load i1, i1* %"same"
  %".1111" = and i1 %".1110", %".1109"
  store i1 %".1111", i1* %"same"
  %".1113" = add i32 %"same.2", 1
  br label %"same.head.1"
same.end.1:
  %".1115" = load i1, i1* %"same"
  br i1 %".1115", label %"uniform.1", label %"step.some"
uniform.1:
  %".1117" = getelementptr i8, ptr %".2", i64 192
  %".1118" = load ptr, ptr %".1117"
  %".1119" = getelementptr i8, ptr %".1", i64 60
  %".1120" = load i32, ptr %".1119", !range !1
  %".1121" = zext i32 %".1120" to i64
  %".1122" = mul nuw nsw i64 %".1121", 64
  %".1123" = getelementptr i8, ptr %".1118", i64 %".1122"
  switch i32 %".1087", label %"steps.plain.1" [i32 1, label %"affine1.1" i32 2, label %"affine2.1"]
steps.plain.1:
  switch i32 %".1087", label %"step.some" [i32 1, label %"block1.1" i32 2, label %"block2.1" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine.ok.1:
  switch i32 %".1087", label %"step.some" [i32 1, label %"block1" i32 2, label %"block2" i32 3, label %"block3" i32 9, label %"block9" i32 11, label %"block11" i32 12, label %"block12" i32 13, label %"block13"]
affine1.1:
  %".1125" = getelementptr i8, ptr %".1123", i64 8
  store i32 0, ptr %".1125", !tbaa !5
  %".1127" = mul nuw nsw i64 %".1121", 32
  %".1128" = getelementptr i8, ptr %".1118", i64 %".1127"
  %".1129" = load i32, ptr %".1128"
  %".1130" = sub i32 %".1129", -2147482624
  %".1131" = icmp ult i32 %".1130", 4294965248
  store i1 %".1131", i1* %"same"
  br label %"affine.head.1"
affine.head.1:
  %"affine.1" = phi  i32 [0, %"affine1.1"], [%".1144", %"affine.body.1"]
  %".1134" = icmp slt i32 %"affine.1", %".13"
  br i1 %".1134", label %"affine.body.1", label %"affine.end.1"
affine.body.1:
  %".1136" = zext i32 %"affine.1" to i64
  %".1137" = getelementptr i32, ptr %".1128", i64 %".1136"
  %".1138" = load i32, ptr %".1137"
  %".1139" = load i1, i1* %"same"
  %".1140" = add i32 %"affine.1", %".1129"
  %".1141" = icmp eq i32 %".1138", %".1140"
  %".1142" = and i1 %".1139", %".1141"
  store i1 %".1142", i1* %"same"
  %".1144" = add i32 %"affine.1", 1
  br label %"affine.head.1"
affine.end.1:
  %".1146" = load i1, i1* %"same"
  br i1 %".1146", label %"affine1.32.1", label %"steps.plain.1"
affine1.32.1:
  %".1148" = getelementptr i8, ptr %".1123", i64 0
  store i32 %".1129", ptr %".1148", !tbaa !5
  store i32 1, ptr %".1125", !tbaa !5
  br label %"affine.ok.1"
affine2.1:
  %".1152" = getelementptr i8, ptr %".1123", i64 8
  %".1153" = load i32, ptr %".1152", !tbaa !5
  %".1154" = icmp ne i32 %".1153", 0
  br i1 %".1154", label %"affine2.known.1", label %"steps.plain.1"
affine2.known.1:
  %".1156" = mul nuw nsw i64 %".1121", 32
  %".1157" = getelementptr i8, ptr %".1118", i64 %".1156"
  %".1158" = load i32, ptr %".1157"
  %".1159" = sub i32 %".1158", -2147482624
  %".1160" = icmp ult i32 %".1159", 4294965248
  store i1 %".1160", i1* %"same"
  %".1162" = load i1, i1* %"same"
  br i1 %".1162", label %"affine2.32.1", label %"steps.plain.1"
affine2.32.1:
  %".1164" = getelementptr i8, ptr %".1123", i64 16
  store i32 %".1158", ptr %".1164", !tbaa !5
  br label %"affine.ok.1"
run.scan:
  store i32 -1, i32* %"run.first"
  store i32 -1, i32* %"run.end"
  store i32 -1, i32* %"run.code"
  br label %"run.scan.head"
run.scan.head:
  %"run.scan.1" = phi  i32 [0, %"run.scan"], [%".1202", %"run.scan.body"]
  %".1174" = icmp slt i32 %"run.scan.1", %".13"
  br i1 %".1174", label %"run.scan.body", label %"run.scan.end"
run.scan.body:
  %".1176" = mul nuw nsw i64 %".26", 0
  %".1177" = zext i32 %"run.scan.1" to i64
  %".1178" = mul nuw nsw i64 %".1177", 4
  %".1179" = add nuw nsw i64 %".1176", %".1178"
  %".1180" = getelementptr i8, ptr %".23", i64 %".1179"
  %".1181" = load i32, ptr %".1180"
  %".1182" = and i32 %".1181", 15
  %".1183" = icmp eq i32 %".1182", 5
  %".1184" = load i32, i32* %"run.first"
  %".1185" = icmp eq i32 %".1184", -1
  %".1186" = and i1 %".1183", %".1185"
  %".1187" = select  i1 %".1186", i32 %"run.scan.1", i32 %".1184"
  store i32 %".1187", i32* %"run.first"
  %".1189" = load i32, i32* %"run.code"
  %".1190" = select  i1 %".1186", i32 %".1181", i32 %".1189"
  store i32 %".1190", i32* %"run.code"
  %".1192" = icmp ne i32 %".1184", -1
  %".1193" = load i32, i32* %"run.end"
  %".1194" = icmp eq i32 %".1193", -1
  %".1195" = load i32, i32* %"run.code"
  %".1196" = icmp ne i32 %".1181", %".1195"
  %".1197" = and i1 %".1194", %".1196"
  %".1198" = and i1 %".1192", %".1197"
  %".1199" = load i32, i32* %"run.end"
  %".1200" = select  i1 %".1198", i32 %"run.scan.1", i32 %".1199"
  store i32 %".1200", i32* %"run.end"
  %".1202" = add i32 %"run.scan.1", 1
  br label %"run.scan.head"
run.scan.end:
  %".1204" = load i32, i32* %"run.end"
  %".1205" = icmp eq i32 %".1204", -1
  %".1206" = select  i1 %".1205", i32 %".13", i32 %".1204"
  store i32 %".1206", i32* %"run.end"
  %".1208" = load i32, i32* %"run.first"
  %".1209" = sub i32 %".1206", %".1208"
  %".1210" = load i32, i32* %"run.first"
  %".1211" = icmp ne i32 %".1210", -1
  %".1212" = shl i32 %".1209", 1
  %".1213" = icmp uge i32 %".1212", %".13"
  %".1214" = and i1 %".1211", %".1213"
  br i1 %".1214", label %"run.found", label %"step.each"
run.found:
  %".1216" = load i32, i32* %"run.code"
  %".1217" = lshr i32 %".1216", 4
  %".1218" = load i32, i32* %"run.first"
  %".1219" = load i32, i32* %"run.end"
  br label %"others.head"
others.head:
  %"others" = phi  i32 [0, %"run.found"], [%".1267", %"others.body.endif"]
  %".1221" = icmp slt i32 %"others", %".13"
  br i1 %".1221", label %"others.body", label %"others.end"
others.body:
  %".1223" = icmp ult i32 %"others", %".1218"
  %".1224" = icmp uge i32 %"others", %".1219"
  %".1225" = or i1 %".1223", %".1224"
  %".1226" = mul nuw nsw i64 %".26", 0
  %".1227" = zext i32 %"others" to i64
  %".1228" = mul nuw nsw i64 %".1227", 4
  %".1229" = add nuw nsw i64 %".1226", %".1228"
  %".1230" = getelementptr i8, ptr %".23", i64 %".1229"
  %".1231" = load i32, ptr %".1230"
  %".1232" = and i32 %".1231", 15
  %".1233" = icmp eq i32 %".1232", 5
  %".1234" = and i1 %".1225", %".1233"
  br i1 %".1234", label %"others.body.if", label %"others.body.endif"
others.end:
  switch i32 %".1217", label %"run.other" [i32 1, label %"run1" i32 2, label %"run2" i32 3, label %"run3" i32 9, label %"run9" i32 11, label %"run11" i32 12, label %"run12" i32 13, label %"run13"]
others.body.if:
  %".1236" = mul nuw nsw i64 %".26", 0
  %".1237" = zext i32 %"others" to i64
  %".1238" = mul nuw nsw i64 %".1237", 4
  %".1239" = add nuw nsw i64 %".1236", %".1238"
  %".1240" = getelementptr i8, ptr %".23", i64 %".1239"
  %".1241" = load i32, ptr %".1240"
  %".1242" = lshr i32 %".1241", 4
  %".1243" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1242", i32 %"others")
  %".1244" = and i32 %".1243", 15
  %".1245" = load i32, i32* %"or"
  %".1246" = or i32 %".1245", %".1243"
  store i32 %".1246", i32* %"or"
  %".1248" = load i32, i32* %"and"
  %".1249" = and i32 %".1248", %".1243"
  store i32 %".1249", i32* %"and"
  %".1251" = load i32, i32* %"at.bar"
  %".1252" = icmp eq i32 %".1244", 2
  %".1253" = zext i1 %".1252" to i32
  %".1254" = add i32 %".1251", %".1253"
  store i32 %".1254", i32* %"at.bar"
  %".1256" = load i32, i32* %"exited"
  %".1257" = icmp eq i32 %".1244", 3
  %".1258" = zext i1 %".1257" to i32
  %".1259" = add i32 %".1256", %".1258"
  store i32 %".1259", i32* %"exited"
  %".1261" = load i32, i32* %"at.step"
  %".1262" = icmp eq i32 %".1244", 5
  %".1263" = zext i1 %".1262" to i32
  %".1264" = add i32 %".1261", %".1263"
  store i32 %".1264", i32* %"at.step"
  br label %"others.body.endif"
others.body.endif:
  %".1267" = add i32 %"others", 1
  br label %"others.head"
run.other:
  unreachable
run1:
  %".1270" = load i32, i32* %"run.first"
  %".1271" = load i32, i32* %"run.end"
  br label %"run.head"
run.head:
  %"run" = phi  i32 [%".1270", %"run1"], [%".1307", %"run.body"]
  %".1273" = icmp slt i32 %"run", %".1271"
  br i1 %".1273", label %"run.body", label %"run.end.1"
run.body:
  %".1275" = mul nuw nsw i32 %"run", 32
  %".1276" = zext i32 %".1275" to i64
  %".1277" = getelementptr i8, ptr %".21", i64 %".1276"
  %".1278" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1277", i32 %"run", i32 0, i32 0, i32 1, i32 %"run", i32 %".13")
  %".1279" = mul nuw nsw i64 %".26", 0
  %".1280" = zext i32 %"run" to i64
  %".1281" = mul nuw nsw i64 %".1280", 4
  %".1282" = add nuw nsw i64 %".1279", %".1281"
  %".1283" = getelementptr i8, ptr %".23", i64 %".1282"
  store i32 %".1278", ptr %".1283", !llvm.access.group !22, !tbaa !31
  %".1285" = and i32 %".1278", 15
  %".1286" = load i32, i32* %"or"
  %".1287" = or i32 %".1286", %".1278"
  store i32 %".1287", i32* %"or"
  %".1289" = load i32, i32* %"and"
  %".1290" = and i32 %".1289", %".1278"
  store i32 %".1290", i32* %"and"
  %".1292" = load i32, i32* %"at.bar"
  %".1293" = icmp eq i32 %".1285", 2
  %".1294" = zext i1 %".1293" to i32
  %".1295" = add i32 %".1292", %".1294"
  store i32 %".1295", i32* %"at.bar"
  %".1297" = load i32, i32* %"exited"
  %".1298" = icmp eq i32 %".1285", 3
  %".1299" = zext i1 %".1298" to i32
  %".1300" = add i32 %".1297", %".1299"
  store i32 %".1300", i32* %"exited"
  %".1302" = load i32, i32* %"at.step"
  %".1303" = icmp eq i32 %".1285", 5
  %".1304" = zext i1 %".1303" to i32
  %".1305" = add i32 %".1302", %".1304"
  store i32 %".1305", i32* %"at.step"
  %".1307" = add i32 %"run", 1
  br label %"run.head", !llvm.loop !72
run.end.1:
  br label %"done"
run2:
  %".1310" = load i32, i32* %"run.first"
  %".1311" = load i32, i32* %"run.end"
  br label %"run.head.1"
run.head.1:
  %"run.1" = phi  i32 [%".1310", %"run2"], [%".1347", %"run.body.1"]
  %".1313" = icmp slt i32 %"run.1", %".1311"
  br i1 %".1313", label %"run.body.1", label %"run.end.2"
run.body.1:
  %".1315" = mul nuw nsw i32 %"run.1", 32
  %".1316" = zext i32 %".1315" to i64
  %".1317" = getelementptr i8, ptr %".21", i64 %".1316"
  %".1318" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1317", i32 %"run.1", i32 0, i32 0, i32 2, i32 %"run.1", i32 %".13")
  %".1319" = mul nuw nsw i64 %".26", 0
  %".1320" = zext i32 %"run.1" to i64
  %".1321" = mul nuw nsw i64 %".1320", 4
  %".1322" = add nuw nsw i64 %".1319", %".1321"
  %".1323" = getelementptr i8, ptr %".23", i64 %".1322"
  store i32 %".1318", ptr %".1323", !llvm.access.group !22, !tbaa !31
  %".1325" = and i32 %".1318", 15
  %".1326" = load i32, i32* %"or"
  %".1327" = or i32 %".1326", %".1318"
  store i32 %".1327", i32* %"or"
  %".1329" = load i32, i32* %"and"
  %".1330" = and i32 %".1329", %".1318"
  store i32 %".1330", i32* %"and"
  %".1332" = load i32, i32* %"at.bar"
  %".1333" = icmp eq i32 %".1325", 2
  %".1334" = zext i1 %".1333" to i32
  %".1335" = add i32 %".1332", %".1334"
  store i32 %".1335", i32* %"at.bar"
  %".1337" = load i32, i32* %"exited"
  %".1338" = icmp eq i32 %".1325", 3
  %".1339" = zext i1 %".1338" to i32
  %".1340" = add i32 %".1337", %".1339"
  store i32 %".1340", i32* %"exited"
  %".1342" = load i32, i32* %"at.step"
  %".1343" = icmp eq i32 %".1325", 5
  %".1344" = zext i1 %".1343" to i32
  %".1345" = add i32 %".1342", %".1344"
  store i32 %".1345", i32* %"at.step"
  %".1347" = add i32 %"run.1", 1
  br label %"run.head.1", !llvm.loop !73
run.end.2:
  br label %"done"
run3:
  %".1350" = load i32, i32* %"run.first"
  %".1351" = load i32, i32* %"run.end"
  br label %"run.head.2"
run.head.2:
  %"run.2" = phi  i32 [%".1350", %"run3"], [%".1387", %"run.body.2"]
  %".1353" = icmp slt i32 %"run.2", %".1351"
  br i1 %".1353", label %"run.body.2", label %"run.end.3"
run.body.2:
  %".1355" = mul nuw nsw i32 %"run.2", 32
  %".1356" = zext i32 %".1355" to i64
  %".1357" = getelementptr i8, ptr %".21", i64 %".1356"
  %".1358" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1357", i32 %"run.2", i32 0, i32 0, i32 3, i32 %"run.2", i32 %".13")
  %".1359" = mul nuw nsw i64 %".26", 0
  %".1360" = zext i32 %"run.2" to i64
  %".1361" = mul nuw nsw i64 %".1360", 4
  %".1362" = add nuw nsw i64 %".1359", %".1361"
  %".1363" = getelementptr i8, ptr %".23", i64 %".1362"
  store i32 %".1358", ptr %".1363", !llvm.access.group !22, !tbaa !31
  %".1365" = and i32 %".1358", 15
  %".1366" = load i32, i32* %"or"
  %".1367" = or i32 %".1366", %".1358"
  store i32 %".1367", i32* %"or"
  %".1369" = load i32, i32* %"and"
  %".1370" = and i32 %".1369", %".1358"
  store i32 %".1370", i32* %"and"
  %".1372" = load i32, i32* %"at.bar"
  %".1373" = icmp eq i32 %".1365", 2
  %".1374" = zext i1 %".1373" to i32
  %".1375" = add i32 %".1372", %".1374"
  store i32 %".1375", i32* %"at.bar"
  %".1377" = load i32, i32* %"exited"
  %".1378" = icmp eq i32 %".1365", 3
  %".1379" = zext i1 %".1378" to i32
  %".1380" = add i32 %".1377", %".1379"
  store i32 %".1380", i32* %"exited"
  %".1382" = load i32, i32* %"at.step"
  %".1383" = icmp eq i32 %".1365", 5
  %".1384" = zext i1 %".1383" to i32
  %".1385" = add i32 %".1382", %".1384"
  store i32 %".1385", i32* %"at.step"
  %".1387" = add i32 %"run.2", 1
  br label %"run.head.2", !llvm.loop !74
run.end.3:
  br label %"done"
run9:
  %".1390" = load i32, i32* %"run.first"
  %".1391" = load i32, i32* %"run.end"
  br label %"run.head.3"
run.head.3:
  %"run.3" = phi  i32 [%".1390", %"run9"], [%".1427", %"run.body.3"]
  %".1393" = icmp slt i32 %"run.3", %".1391"
  br i1 %".1393", label %"run.body.3", label %"run.end.4"
run.body.3:
  %".1395" = mul nuw nsw i32 %"run.3", 32
  %".1396" = zext i32 %".1395" to i64
  %".1397" = getelementptr i8, ptr %".21", i64 %".1396"
  %".1398" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1397", i32 %"run.3", i32 0, i32 0, i32 9, i32 %"run.3", i32 %".13")
  %".1399" = mul nuw nsw i64 %".26", 0
  %".1400" = zext i32 %"run.3" to i64
  %".1401" = mul nuw nsw i64 %".1400", 4
  %".1402" = add nuw nsw i64 %".1399", %".1401"
  %".1403" = getelementptr i8, ptr %".23", i64 %".1402"
  store i32 %".1398", ptr %".1403", !llvm.access.group !22, !tbaa !31
  %".1405" = and i32 %".1398", 15
  %".1406" = load i32, i32* %"or"
  %".1407" = or i32 %".1406", %".1398"
  store i32 %".1407", i32* %"or"
  %".1409" = load i32, i32* %"and"
  %".1410" = and i32 %".1409", %".1398"
  store i32 %".1410", i32* %"and"
  %".1412" = load i32, i32* %"at.bar"
  %".1413" = icmp eq i32 %".1405", 2
  %".1414" = zext i1 %".1413" to i32
  %".1415" = add i32 %".1412", %".1414"
  store i32 %".1415", i32* %"at.bar"
  %".1417" = load i32, i32* %"exited"
  %".1418" = icmp eq i32 %".1405", 3
  %".1419" = zext i1 %".1418" to i32
  %".1420" = add i32 %".1417", %".1419"
  store i32 %".1420", i32* %"exited"
  %".1422" = load i32, i32* %"at.step"
  %".1423" = icmp eq i32 %".1405", 5
  %".1424" = zext i1 %".1423" to i32
  %".1425" = add i32 %".1422", %".1424"
  store i32 %".1425", i32* %"at.step"
  %".1427" = add i32 %"run.3", 1
  br label %"run.head.3", !llvm.loop !75
run.end.4:
  br label %"done"
run11:
  %".1430" = load i32, i32* %"run.first"
  %".1431" = load i32, i32* %"run.end"
  br label %"run.head.4"
run.head.4:
  %"run.4" = phi  i32 [%".1430", %"run11"], [%".1467", %"run.body.4"]
  %".1433" = icmp slt i32 %"run.4", %".1431"
  br i1 %".1433", label %"run.body.4", label %"run.end.5"
run.body.4:
  %".1435" = mul nuw nsw i32 %"run.4", 32
  %".1436" = zext i32 %".1435" to i64
  %".1437" = getelementptr i8, ptr %".21", i64 %".1436"
  %".1438" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1437", i32 %"run.4", i32 0, i32 0, i32 11, i32 %"run.4", i32 %".13")
  %".1439" = mul nuw nsw i64 %".26", 0
  %".1440" = zext i32 %"run.4" to i64
  %".1441" = mul nuw nsw i64 %".1440", 4
  %".1442" = add nuw nsw i64 %".1439", %".1441"
  %".1443" = getelementptr i8, ptr %".23", i64 %".1442"
  store i32 %".1438", ptr %".1443", !llvm.access.group !22, !tbaa !31
  %".1445" = and i32 %".1438", 15
  %".1446" = load i32, i32* %"or"
  %".1447" = or i32 %".1446", %".1438"
  store i32 %".1447", i32* %"or"
  %".1449" = load i32, i32* %"and"
  %".1450" = and i32 %".1449", %".1438"
  store i32 %".1450", i32* %"and"
  %".1452" = load i32, i32* %"at.bar"
  %".1453" = icmp eq i32 %".1445", 2
  %".1454" = zext i1 %".1453" to i32
  %".1455" = add i32 %".1452", %".1454"
  store i32 %".1455", i32* %"at.bar"
  %".1457" = load i32, i32* %"exited"
  %".1458" = icmp eq i32 %".1445", 3
  %".1459" = zext i1 %".1458" to i32
  %".1460" = add i32 %".1457", %".1459"
  store i32 %".1460", i32* %"exited"
  %".1462" = load i32, i32* %"at.step"
  %".1463" = icmp eq i32 %".1445", 5
  %".1464" = zext i1 %".1463" to i32
  %".1465" = add i32 %".1462", %".1464"
  store i32 %".1465", i32* %"at.step"
  %".1467" = add i32 %"run.4", 1
  br label %"run.head.4", !llvm.loop !76
run.end.5:
  br label %"done"
run12:
  %".1470" = load i32, i32* %"run.first"
  %".1471" = load i32, i32* %"run.end"
  br label %"run.head.5"
run.head.5:
  %"run.5" = phi  i32 [%".1470", %"run12"], [%".1507", %"run.body.5"]
  %".1473" = icmp slt i32 %"run.5", %".1471"
  br i1 %".1473", label %"run.body.5", label %"run.end.6"
run.body.5:
  %".1475" = mul nuw nsw i32 %"run.5", 32
  %".1476" = zext i32 %".1475" to i64
  %".1477" = getelementptr i8, ptr %".21", i64 %".1476"
  %".1478" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1477", i32 %"run.5", i32 0, i32 0, i32 12, i32 %"run.5", i32 %".13")
  %".1479" = mul nuw nsw i64 %".26", 0
  %".1480" = zext i32 %"run.5" to i64
  %".1481" = mul nuw nsw i64 %".1480", 4
  %".1482" = add nuw nsw i64 %".1479", %".1481"
  %".1483" = getelementptr i8, ptr %".23", i64 %".1482"
  store i32 %".1478", ptr %".1483", !llvm.access.group !22, !tbaa !31
  %".1485" = and i32 %".1478", 15
  %".1486" = load i32, i32* %"or"
  %".1487" = or i32 %".1486", %".1478"
  store i32 %".1487", i32* %"or"
  %".1489" = load i32, i32* %"and"
  %".1490" = and i32 %".1489", %".1478"
  store i32 %".1490", i32* %"and"
  %".1492" = load i32, i32* %"at.bar"
  %".1493" = icmp eq i32 %".1485", 2
  %".1494" = zext i1 %".1493" to i32
  %".1495" = add i32 %".1492", %".1494"
  store i32 %".1495", i32* %"at.bar"
  %".1497" = load i32, i32* %"exited"
  %".1498" = icmp eq i32 %".1485", 3
  %".1499" = zext i1 %".1498" to i32
  %".1500" = add i32 %".1497", %".1499"
  store i32 %".1500", i32* %"exited"
  %".1502" = load i32, i32* %"at.step"
  %".1503" = icmp eq i32 %".1485", 5
  %".1504" = zext i1 %".1503" to i32
  %".1505" = add i32 %".1502", %".1504"
  store i32 %".1505", i32* %"at.step"
  %".1507" = add i32 %"run.5", 1
  br label %"run.head.5", !llvm.loop !77
run.end.6:
  br label %"done"
run13:
  %".1510" = load i32, i32* %"run.first"
  %".1511" = load i32, i32* %"run.end"
  br label %"run.head.6"
run.head.6:
  %"run.6" = phi  i32 [%".1510", %"run13"], [%".1547", %"run.body.6"]
  %".1513" = icmp slt i32 %"run.6", %".1511"
  br i1 %".1513", label %"run.body.6", label %"run.end.7"
run.body.6:
  %".1515" = mul nuw nsw i32 %"run.6", 32
  %".1516" = zext i32 %".1515" to i64
  %".1517" = getelementptr i8, ptr %".21", i64 %".1516"
  %".1518" = call i32 @"__zk_region_k"(ptr %".1", ptr %".2", ptr %".1517", i32 %"run.6", i32 0, i32 0, i32 13, i32 %"run.6", i32 %".13")
  %".1519" = mul nuw nsw i64 %".26", 0
  %".1520" = zext i32 %"run.6" to i64
  %".1521" = mul nuw nsw i64 %".1520", 4
  %".1522" = add nuw nsw i64 %".1519", %".1521"
  %".1523" = getelementptr i8, ptr %".23", i64 %".1522"
  store i32 %".1518", ptr %".1523", !llvm.access.group !22, !tbaa !31
  %".1525" = and i32 %".1518", 15
  %".1526" = load i32, i32* %"or"
  %".1527" = or i32 %".1526", %".1518"
  store i32 %".1527", i32* %"or"
  %".1529" = load i32, i32* %"and"
  %".1530" = and i32 %".1529", %".1518"
  store i32 %".1530", i32* %"and"
  %".1532" = load i32, i32* %"at.bar"
  %".1533" = icmp eq i32 %".1525", 2
  %".1534" = zext i1 %".1533" to i32
  %".1535" = add i32 %".1532", %".1534"
  store i32 %".1535", i32* %"at.bar"
  %".1537" = load i32, i32* %"exited"
  %".1538" = icmp eq i32 %".1525", 3
  %".1539" = zext i1 %".1538" to i32
  %".1540" = add i32 %".1537", %".1539"
  store i32 %".1540", i32* %"exited"
  %".1542" = load i32, i32* %"at.step"
  %".1543" = icmp eq i32 %".1525", 5
  %".1544" = zext i1 %".1543" to i32
  %".1545" = add i32 %".1542", %".1544"
  store i32 %".1545", i32* %"at.step"
  %".1547" = add i32 %"run.6", 1
  br label %"run.head.6", !llvm.loop !78
run.end.7:
  br label %"done"
each.head.3:
  %"each.4" = phi  i32 [0, %"step.each"], [%".1599", %"each.body.3.endif"]
  %".1552" = icmp slt i32 %"each.4", %".13"
  br i1 %".1552", label %"each.body.3", label %"each.end.3"
each.body.3:
  %".1554" = add i32 0, %"each.4"
  %".1555" = mul nuw nsw i64 %".26", 0
  %".1556" = zext i32 %".1554" to i64
  %".1557" = mul nuw nsw i64 %".1556", 4
  %".1558" = add nuw nsw i64 %".1555", %".1557"
  %".1559" = getelementptr i8, ptr %".23", i64 %".1558"
  %".1560" = load i32, ptr %".1559"
  %".1561" = and i32 %".1560", 15
  %".1562" = icmp eq i32 %".1561", 5
  br i1 %".1562", label %"each.body.3.if", label %"each.body.3.endif"
each.end.3:
  br label %"done"
each.body.3.if:
  br label %"each.step"
each.body.3.endif:
  %".1599" = add i32 %"each.4", 1
  br label %"each.head.3"
each.step:
  %".1565" = mul nuw nsw i64 %".26", 0
  %".1566" = zext i32 %".1554" to i64
  %".1567" = mul nuw nsw i64 %".1566", 4
  %".1568" = add nuw nsw i64 %".1565", %".1567"
  %".1569" = getelementptr i8, ptr %".23", i64 %".1568"
  %".1570" = load i32, ptr %".1569"
  %".1571" = lshr i32 %".1570", 4
  %".1572" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1571", i32 %".1554")
  %".1573" = and i32 %".1572", 15
  %".1574" = icmp eq i32 %".1573", 5
  br i1 %".1574", label %"each.step", label %"each.stop"
each.stop:
  %".1576" = and i32 %".1572", 15
  %".1577" = load i32, i32* %"or"
  %".1578" = or i32 %".1577", %".1572"
  store i32 %".1578", i32* %"or"
  %".1580" = load i32, i32* %"and"
  %".1581" = and i32 %".1580", %".1572"
  store i32 %".1581", i32* %"and"
  %".1583" = load i32, i32* %"at.bar"
  %".1584" = icmp eq i32 %".1576", 2
  %".1585" = zext i1 %".1584" to i32
  %".1586" = add i32 %".1583", %".1585"
  store i32 %".1586", i32* %"at.bar"
  %".1588" = load i32, i32* %"exited"
  %".1589" = icmp eq i32 %".1576", 3
  %".1590" = zext i1 %".1589" to i32
  %".1591" = add i32 %".1588", %".1590"
  store i32 %".1591", i32* %"exited"
  %".1593" = load i32, i32* %"at.step"
  %".1594" = icmp eq i32 %".1576", 5
  %".1595" = zext i1 %".1594" to i32
  %".1596" = add i32 %".1593", %".1595"
  store i32 %".1596", i32* %"at.step"
  br label %"each.body.3.endif"
warp.each:
  br label %"each.head.4"
warp.check:
  store i32 %".3", i32* %"lo"
  %".1610" = add nuw nsw i32 %".3", 1
  store i32 %".1610", i32* %"hi"
  %".1612" = add nuw nsw i32 %".1602", 32
  store i32 %".1612", i32* %"end"
  %".1614" = mul nuw nsw i64 %".26", 0
  %".1615" = zext i32 %".1602" to i64
  %".1616" = mul nuw nsw i64 %".1615", 4
  %".1617" = add nuw nsw i64 %".1614", %".1616"
  %".1618" = getelementptr i8, ptr %".23", i64 %".1617"
  %".1619" = load i32, ptr %".1618"
  %".1620" = lshr i32 %".1619", 4
  store i1 1, i1* %"same"
  br label %"same.head.2"
same.head.2:
  %"same.3" = phi  i32 [0, %"warp.check"], [%".1638", %"same.body.2"]
  %".1623" = icmp slt i32 %"same.3", 32
  br i1 %".1623", label %"same.body.2", label %"same.end.2"
same.body.2:
  %".1625" = add i32 %".1602", %"same.3"
  %".1626" = mul nuw nsw i64 %".26", 0
  %".1627" = zext i32 %".1625" to i64
  %".1628" = mul nuw nsw i64 %".1627", 4
  %".1629" = add nuw nsw i64 %".1626", %".1628"
  %".1630" = getelementptr i8, ptr %".23", i64 %".1629"
  %".1631" = load i32, ptr %".1630"
  %".1632" = lshr i32 %".1631", 4
  %".1633" = icmp eq i32 %".1632", %".1620"
  %".1634" = and i1 1, %".1633"
  %".1635" = load i1, i1* %"same"
  %".1636" = and i1 %".1635", %".1634"
  store i1 %".1636", i1* %"same"
  %".1638" = add i32 %"same.3", 1
  br label %"same.head.2"
same.end.2:
  %".1640" = load i1, i1* %"same"
  br i1 %".1640", label %"uniform.2", label %"warp.each"
uniform.2:
  switch i32 %".1620", label %"warp.each" [i32 4, label %"lanes4" i32 5, label %"lanes5" i32 6, label %"lanes6" i32 7, label %"lanes7" i32 8, label %"lanes8"]
each.head.4:
  %"each.5" = phi  i32 [0, %"warp.each"], [%".1682", %"each.body.4.endif"]
  %".1644" = icmp slt i32 %"each.5", 32
  br i1 %".1644", label %"each.body.4", label %"each.end.4"
each.body.4:
  %".1646" = add i32 %".1602", %"each.5"
  %".1647" = shl i32 1, %"each.5"
  %".1648" = and i32 %".4", %".1647"
  %".1649" = icmp ne i32 %".1648", 0
  br i1 %".1649", label %"each.body.4.if", label %"each.body.4.endif"
each.end.4:
  br label %"done"
each.body.4.if:
  %".1651" = mul nuw nsw i64 %".26", 0
  %".1652" = zext i32 %".1646" to i64
  %".1653" = mul nuw nsw i64 %".1652", 4
  %".1654" = add nuw nsw i64 %".1651", %".1653"
  %".1655" = getelementptr i8, ptr %".23", i64 %".1654"
  %".1656" = load i32, ptr %".1655"
  %".1657" = lshr i32 %".1656", 4
  %".1658" = call i32 @"__zk_region_one_k"(ptr %".1", ptr %".2", i32 %".1657", i32 %".1646")
  %".1659" = and i32 %".1658", 15
  %".1660" = load i32, i32* %"or"
  %".1661" = or i32 %".1660", %".1658"
  store i32 %".1661", i32* %"or"
  %".1663" = load i32, i32* %"and"
  %".1664" = and i32 %".1663", %".1658"
  store i32 %".1664", i32* %"and"
  %".1666" = load i32, i32* %"at.bar"
  %".1667" = icmp eq i32 %".1659", 2
  %".1668" = zext i1 %".1667" to i32
  %".1669" = add i32 %".1666", %".1668"
  store i32 %".1669", i32* %"at.bar"
  %".1671" = load i32, i32* %"exited"
  %".1672" = icmp eq i32 %".1659", 3
  %".1673" = zext i1 %".1672" to i32
  %".1674" = add i32 %".1671", %".1673"
  store i32 %".1674", i32* %"exited"
  %".1676" = load i32, i32* %"at.step"
  %".1677" = icmp eq i32 %".1659", 5
  %".1678" = zext i1 %".1677" to i32
  %".1679" = add i32 %".1676", %".1678"
  store i32 %".1679", i32* %"at.step"
  br label %"each.body.4.endif"
each.body.4.endif:
  %".1682" = add i32 %"each.5", 1
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
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !79, !align !80
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !23
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !81
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !82
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
  br i1 %".62", label %"entry.if", label %"entry.endif", !prof !83
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
!72 = distinct !{!72, !28, !27, !24}
!73 = distinct !{!73, !28, !27, !24}
!74 = distinct !{!74, !28, !27, !24}
!75 = distinct !{!75, !28, !27, !24}
!76 = distinct !{!76, !28, !27, !24}
!77 = distinct !{!77, !28, !27, !24}
!78 = distinct !{!78, !28, !27, !24}
!79 = !{ i64 20 }
!80 = !{ i64 16 }
!81 = !{ i32 1, i32 -2147483648 }
!82 = !{ i32 1, i32 65536 }
!83 = !{ !"branch_weights", i32 1, i32 99 }