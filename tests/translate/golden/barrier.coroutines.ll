; ModuleID = "barrier.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal ptr @"__zk_coro_block_sum"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") presplitcoroutine
{
entry:
  %"rd6" = alloca i64
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
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
  %"p2" = alloca i1
  %"p1" = alloca i1
  %"p0" = alloca i1
  %".8" = load ptr, ptr %".1", !invariant.group !0
  %".9" = getelementptr i8, ptr %".8", i64 0
  %".10" = getelementptr i8, ptr %".8", i64 8
  %".11" = call token @"llvm.coro.id"(i32 16, ptr null, ptr null, ptr null)
  %".12" = call i64 @"llvm.coro.size.i64"()
  %".13" = call ptr @"__zk_frame_alloc"(ptr %".2", i64 %".12")
  %".14" = call ptr @"llvm.coro.begin"(token %".11", ptr %".13")
  br label %"coro.start"
body:
  %".23" = load i64, ptr %".9", align 8, !invariant.load !0
  store i64 %".23", i64* %"rd1"
  %".25" = load i64, ptr %".10", align 8, !invariant.load !0
  store i64 %".25", i64* %"rd2"
  store i32 %".4", i32* %"r1"
  %".28" = getelementptr i8, ptr %".2", i64 0
  %".29" = load i32, ptr %".28", !range !1
  store i32 %".29", i32* %"r2"
  %".31" = getelementptr i8, ptr %".1", i64 20
  %".32" = load i32, ptr %".31", !range !2
  store i32 %".32", i32* %"r3"
  %".34" = load i32, i32* %"r2"
  %".35" = load i32, i32* %"r3"
  %".36" = load i32, i32* %"r1"
  %".37" = mul i32 %".34", %".35"
  %".38" = add i32 %".37", %".36"
  store i32 %".38", i32* %"r4"
  %".40" = load i32, i32* %"r4"
  %".41" = zext i32 %".40" to i64
  %".42" = zext i32 4 to i64
  %".43" = mul i64 %".41", %".42"
  store i64 %".43", i64* %"rd3"
  %".45" = load i64, i64* %"rd1"
  %".46" = load i64, i64* %"rd3"
  %".47" = add i64 %".45", %".46"
  store i64 %".47", i64* %"rd4"
  %".49" = load i64, i64* %"rd3"
  %".50" = load i64, i64* %"rd1"
  %".51" = inttoptr i64 %".50" to ptr
  %".52" = getelementptr i8, ptr %".51", i64 %".49"
  %".53" = load i32, ptr %".52", align 4
  store i32 %".53", i32* %"f1"
  %".55" = trunc i64 0 to i32
  store i32 %".55", i32* %"r5"
  %".57" = load i32, i32* %"r1"
  %".58" = icmp uge i32 2, 32
  %".59" = select  i1 %".58", i32 0, i32 2
  %".60" = shl i32 %".57", %".59"
  %".61" = select  i1 %".58", i32 0, i32 %".60"
  store i32 %".61", i32* %"r6"
  %".63" = load i32, i32* %"r5"
  %".64" = load i32, i32* %"r6"
  %".65" = add i32 %".63", %".64"
  store i32 %".65", i32* %"r7"
  %".67" = load i32, i32* %"r7"
  %".68" = sext i32 %".67" to i64
  %".69" = getelementptr i8, ptr %".2", i64 16
  %".70" = load ptr, ptr %".69"
  %".71" = getelementptr i8, ptr %".70", i64 %".68"
  %".72" = load i32, i32* %"f1"
  %".73" = bitcast i32 %".72" to float
  %".74" = bitcast float %".73" to i32
  store i32 %".74", ptr %".71", align 4
  %".76" = getelementptr i8, ptr %".3", i64 12
  store i32 0, ptr %".76"
  %".78" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".78"
  %".80" = getelementptr i8, ptr %".3", i64 8
  store i32 2, ptr %".80"
  %".82" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".82", label %"coro.ret" [i8 0, label %"resume" i8 1, label %"coro.cleanup"]
coro.start:
  br label %"body"
coro.ret:
  call void @"llvm.coro.end"(ptr %".14", i1 0, token none)
  ret ptr %".14"
coro.cleanup:
  %".15" = call ptr @"llvm.coro.free"(token %".11", ptr %".14")
  call void @"__zk_frame_free"(ptr %".2", ptr %".15")
  br label %"coro.ret"
coro.final:
  %".20" = call i8 @"llvm.coro.suspend"(token none, i1 1)
  switch i8 %".20", label %"coro.ret" [i8 0, label %"coro.final.resumed" i8 1, label %"coro.cleanup"]
coro.final.resumed:
  unreachable
LOOP:
  %".91" = load i32, i32* %"r8"
  %".92" = icmp eq i32 %".91", 0
  store i1 %".92", i1* %"p1"
  %".94" = load i1, i1* %"p1"
  br i1 %".94", label %"DONE", label %"fall"
SKIP:
  %".148" = getelementptr i8, ptr %".3", i64 12
  store i32 0, ptr %".148"
  %".150" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".150"
  %".152" = getelementptr i8, ptr %".3", i64 8
  store i32 2, ptr %".152"
  %".154" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".154", label %"coro.ret" [i8 0, label %"resume.1" i8 1, label %"coro.cleanup"]
DONE:
  %".163" = load i32, i32* %"r1"
  %".164" = icmp ne i32 %".163", 0
  store i1 %".164", i1* %"p1"
  %".166" = load i1, i1* %"p1"
  br i1 %".166", label %"END", label %"fall.2"
END:
  %".191" = getelementptr i8, ptr %".3", i64 8
  store i32 3, ptr %".191"
  br label %"coro.final"
resume:
  %".84" = load i32, i32* %"r3"
  %".85" = icmp uge i32 1, 32
  %".86" = select  i1 %".85", i32 0, i32 1
  %".87" = lshr i32 %".84", %".86"
  %".88" = select  i1 %".85", i32 0, i32 %".87"
  store i32 %".88", i32* %"r8"
  br label %"LOOP"
fall:
  %".96" = load i32, i32* %"r1"
  %".97" = load i32, i32* %"r8"
  %".98" = icmp uge i32 %".96", %".97"
  store i1 %".98", i1* %"p2"
  %".100" = load i1, i1* %"p2"
  br i1 %".100", label %"SKIP", label %"fall.1"
fall.1:
  %".102" = load i32, i32* %"r8"
  %".103" = icmp uge i32 2, 32
  %".104" = select  i1 %".103", i32 0, i32 2
  %".105" = shl i32 %".102", %".104"
  %".106" = select  i1 %".103", i32 0, i32 %".105"
  store i32 %".106", i32* %"r9"
  %".108" = load i32, i32* %"r7"
  %".109" = load i32, i32* %"r9"
  %".110" = add i32 %".108", %".109"
  store i32 %".110", i32* %"r9"
  %".112" = load i32, i32* %"r9"
  %".113" = sext i32 %".112" to i64
  %".114" = getelementptr i8, ptr %".2", i64 16
  %".115" = load ptr, ptr %".114"
  %".116" = getelementptr i8, ptr %".115", i64 %".113"
  %".117" = load i32, ptr %".116", align 4
  store i32 %".117", i32* %"f2"
  %".119" = load i32, i32* %"r7"
  %".120" = sext i32 %".119" to i64
  %".121" = getelementptr i8, ptr %".2", i64 16
  %".122" = load ptr, ptr %".121"
  %".123" = getelementptr i8, ptr %".122", i64 %".120"
  %".124" = load i32, ptr %".123", align 4
  store i32 %".124", i32* %"f3"
  %".126" = load i32, i32* %"f3"
  %".127" = bitcast i32 %".126" to float
  %".128" = load i32, i32* %"f2"
  %".129" = bitcast i32 %".128" to float
  %".130" = fadd float %".127", %".129"
  %".131" = fcmp uno float %".130", %".130"
  %".132" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".133" = bitcast float %".130" to i32
  %".134" = select  i1 %".131", i32 %".132", i32 %".133"
  %".135" = bitcast i32 %".134" to float
  %".136" = bitcast float %".135" to i32
  store i32 %".136", i32* %"f3"
  %".138" = load i32, i32* %"r7"
  %".139" = sext i32 %".138" to i64
  %".140" = getelementptr i8, ptr %".2", i64 16
  %".141" = load ptr, ptr %".140"
  %".142" = getelementptr i8, ptr %".141", i64 %".139"
  %".143" = load i32, i32* %"f3"
  %".144" = bitcast i32 %".143" to float
  %".145" = bitcast float %".144" to i32
  store i32 %".145", ptr %".142", align 4
  br label %"SKIP"
resume.1:
  %".156" = load i32, i32* %"r8"
  %".157" = icmp uge i32 1, 32
  %".158" = select  i1 %".157", i32 0, i32 1
  %".159" = lshr i32 %".156", %".158"
  %".160" = select  i1 %".157", i32 0, i32 %".159"
  store i32 %".160", i32* %"r8"
  br label %"LOOP"
fall.2:
  %".168" = getelementptr i8, ptr %".2", i64 16
  %".169" = load ptr, ptr %".168"
  %".170" = getelementptr i8, ptr %".169", i64 0
  %".171" = load i32, ptr %".170", align 4
  store i32 %".171", i32* %"f1"
  %".173" = load i32, i32* %"r2"
  %".174" = zext i32 %".173" to i64
  %".175" = zext i32 4 to i64
  %".176" = mul i64 %".174", %".175"
  store i64 %".176", i64* %"rd5"
  %".178" = load i64, i64* %"rd2"
  %".179" = load i64, i64* %"rd5"
  %".180" = add i64 %".178", %".179"
  store i64 %".180", i64* %"rd6"
  %".182" = load i64, i64* %"rd5"
  %".183" = load i64, i64* %"rd2"
  %".184" = inttoptr i64 %".183" to ptr
  %".185" = getelementptr i8, ptr %".184", i64 %".182"
  %".186" = load i32, i32* %"f1"
  %".187" = bitcast i32 %".186" to float
  %".188" = bitcast float %".187" to i32
  store i32 %".188", ptr %".185", align 4
  br label %"END"
}

declare token @"llvm.coro.id"(i32 %".1", ptr %".2", ptr %".3", ptr %".4")

declare i64 @"llvm.coro.size.i64"()

define internal ptr @"__zk_frame_alloc"(ptr %".1", i64 %".2")
{
entry:
  %".4" = getelementptr i8, ptr %".1", i64 176
  %".5" = load ptr, ptr %".4"
  %".6" = ptrtoint ptr %".5" to i64
  %".7" = icmp ne i64 %".6", 0
  br i1 %".7", label %"check", label %"fresh"
reuse:
  %".13" = getelementptr i8, ptr %".5", i64 0
  %".14" = load ptr, ptr %".13"
  store ptr %".14", ptr %".4"
  %".16" = getelementptr i8, ptr %".5", i64 16
  ret ptr %".16"
fresh:
  %".30" = add i64 %".2", 16
  %".31" = call ptr @"malloc"(i64 %".30")
  %".32" = getelementptr i8, ptr %".31", i64 8
  store i64 %".2", ptr %".32"
  %".34" = getelementptr i8, ptr %".31", i64 16
  ret ptr %".34"
check:
  %".9" = getelementptr i8, ptr %".5", i64 8
  %".10" = load i64, ptr %".9"
  %".11" = icmp uge i64 %".10", %".2"
  br i1 %".11", label %"reuse", label %"drop"
drop:
  %".18" = getelementptr i8, ptr %".1", i64 176
  br label %"frames.loop"
frames.loop:
  %".20" = load ptr, ptr %".18"
  %".21" = ptrtoint ptr %".20" to i64
  %".22" = icmp eq i64 %".21", 0
  br i1 %".22", label %"frames.done", label %"frames.free"
frames.free:
  %".24" = getelementptr i8, ptr %".20", i64 0
  %".25" = load ptr, ptr %".24"
  store ptr %".25", ptr %".18"
  call void @"free"(ptr %".20")
  br label %"frames.loop"
frames.done:
  br label %"fresh"
}

declare void @"free"(ptr %".1")

declare ptr @"malloc"(i64 %".1")

declare ptr @"llvm.coro.begin"(token %".1", ptr %".2")

declare ptr @"llvm.coro.free"(token %".1", ptr %".2")

define internal void @"__zk_frame_free"(ptr %".1", ptr %".2")
{
entry:
  %".4" = getelementptr i8, ptr %".2", i64 -16
  %".5" = getelementptr i8, ptr %".1", i64 176
  %".6" = load ptr, ptr %".5"
  %".7" = getelementptr i8, ptr %".4", i64 0
  store ptr %".6", ptr %".7"
  store ptr %".4", ptr %".5"
  ret void
}

declare void @"llvm.coro.end"(ptr %".1", i1 %".2", token %".3")

declare i8 @"llvm.coro.suspend"(token %".1", i1 %".2")

define i32 @"block_sum"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !3, !align !3
  store ptr %".11", ptr %"launch", !invariant.group !0
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !2
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !2
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !4
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !5
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !6
  %".24" = zext i32 %".23" to i64
  %".25" = getelementptr i8, ptr %"launch", i64 60
  %".26" = load i32, ptr %".25", !range !2
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
  %".40" = getelementptr i8, ptr %".4", i64 12
  store i32 %".5", ptr %".40"
  %".42" = inttoptr i64 %".39" to ptr
  %".43" = getelementptr i8, ptr %".4", i64 16
  store ptr %".42", ptr %".43"
  %".45" = getelementptr i8, ptr %".4", i64 24
  store ptr %".27", ptr %".45"
  %".47" = getelementptr i8, ptr %".4", i64 32
  store ptr %".32", ptr %".47"
  %".49" = getelementptr i8, ptr %".4", i64 168
  store i32 %".26", ptr %".49"
  %".51" = getelementptr i8, ptr %".4", i64 184
  store i32 0, ptr %".51"
  %"cx" = alloca [8 x i8], align 16
  %"cy" = alloca [8 x i8], align 16
  %"cz" = alloca [8 x i8], align 16
  %".53" = udiv i64 %".2", %".21"
  %".54" = urem i64 %".2", %".21"
  %".55" = urem i64 %".53", %".24"
  %".56" = udiv i64 %".53", %".24"
  store i64 %".54", ptr %"cx"
  store i64 %".55", ptr %"cy"
  store i64 %".56", ptr %"cz"
  br label %"blk.head"
blk.head:
  %"blk" = phi  i64 [%".2", %"entry"], [%".93", %"blk.run"]
  %".61" = icmp slt i64 %"blk", %".3"
  br i1 %".61", label %"blk.body", label %"blk.end"
blk.body:
  %".63" = getelementptr i8, ptr %".1", i64 56
  %".64" = load atomic i32, ptr %".63" monotonic, align 4
  %".65" = icmp ne i32 %".64", 0
  br i1 %".65", label %"blk.stop", label %"blk.run"
blk.end:
  ret i32 0
blk.run:
  %".68" = load i64, ptr %"cx"
  %".69" = load i64, ptr %"cy"
  %".70" = load i64, ptr %"cz"
  %".71" = trunc i64 %".68" to i32
  %".72" = getelementptr i8, ptr %".4", i64 0
  store i32 %".71", ptr %".72"
  %".74" = trunc i64 %".69" to i32
  %".75" = getelementptr i8, ptr %".4", i64 4
  store i32 %".74", ptr %".75"
  %".77" = trunc i64 %".70" to i32
  %".78" = getelementptr i8, ptr %".4", i64 8
  store i32 %".77", ptr %".78"
  %".80" = add i64 %".68", 1
  %".81" = icmp uge i64 %".80", %".21"
  %".82" = add i64 %".69", 1
  %".83" = select  i1 %".81", i64 %".82", i64 %".69"
  %".84" = icmp uge i64 %".83", %".24"
  %".85" = select  i1 %".81", i64 0, i64 %".80"
  store i64 %".85", ptr %"cx"
  %".87" = select  i1 %".84", i64 0, i64 %".83"
  store i64 %".87", ptr %"cy"
  %".89" = add i64 %".70", 1
  %".90" = select  i1 %".84", i64 %".89", i64 %".70"
  store i64 %".90", ptr %"cz"
  call void @"__zk_schedule"(ptr %"launch", ptr %".4", ptr (ptr, ptr, ptr, i32, i32, i32)* @"__zk_coro_block_sum", ptr null)
  %".93" = add i64 %"blk", 1
  br label %"blk.head"
blk.stop:
  ret i32 1
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

declare void @"__zk_schedule"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

!0 = !{  }
!1 = !{ i32 0, i32 2147483647 }
!2 = !{ i32 1, i32 1025 }
!3 = !{ i64 16 }
!4 = !{ i32 1, i32 65 }
!5 = !{ i32 1, i32 -2147483648 }
!6 = !{ i32 1, i32 65536 }