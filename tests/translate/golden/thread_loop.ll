; ModuleID = "thread_loop.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"__zk_thread_saxpy"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") alwaysinline
{
entry:
  %"rd7" = alloca i64
  %"rd6" = alloca i64
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"f4" = alloca i32
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  %"r5" = alloca i32
  %"r4" = alloca i32
  %"r3" = alloca i32
  %"r2" = alloca i32
  %"r1" = alloca i32
  %"r0" = alloca i32
  %"p1" = alloca i1
  %"p0" = alloca i1
  %".8" = load ptr, ptr %".1", !invariant.group !0, !llvm.access.group !8
  %".9" = getelementptr i8, ptr %".8", i64 0
  %".10" = getelementptr i8, ptr %".8", i64 4
  %".11" = getelementptr i8, ptr %".8", i64 8
  %".12" = getelementptr i8, ptr %".8", i64 16
  br label %"body"
body:
  %".13" = load i32, ptr %".9", align 4, !invariant.load !0, !llvm.access.group !8
  store i32 %".13", i32* %"r1", !llvm.access.group !8
  %".15" = load i32, ptr %".10", align 4, !invariant.load !0, !llvm.access.group !8
  store i32 %".15", i32* %"f1", !llvm.access.group !8
  %".17" = load i64, ptr %".11", align 8, !invariant.load !0, !llvm.access.group !8
  store i64 %".17", i64* %"rd1", !llvm.access.group !8
  %".19" = load i64, ptr %".12", align 8, !invariant.load !0, !llvm.access.group !8
  store i64 %".19", i64* %"rd2", !llvm.access.group !8
  %".21" = getelementptr i8, ptr %".2", i64 0
  %".22" = load i32, ptr %".21", !range !1, !llvm.access.group !8
  store i32 %".22", i32* %"r2", !llvm.access.group !8
  %".24" = getelementptr i8, ptr %".1", i64 20
  %".25" = load i32, ptr %".24", !range !2, !llvm.access.group !8
  store i32 %".25", i32* %"r3", !llvm.access.group !8
  store i32 %".4", i32* %"r4", !llvm.access.group !8
  %".28" = load i32, i32* %"r2", !llvm.access.group !8
  %".29" = load i32, i32* %"r3", !llvm.access.group !8
  %".30" = load i32, i32* %"r4", !llvm.access.group !8
  %".31" = mul i32 %".28", %".29"
  %".32" = add i32 %".31", %".30"
  store i32 %".32", i32* %"r5", !llvm.access.group !8
  %".34" = load i32, i32* %"r5", !llvm.access.group !8
  %".35" = load i32, i32* %"r1", !llvm.access.group !8
  %".36" = icmp sge i32 %".34", %".35"
  store i1 %".36", i1* %"p1", !llvm.access.group !8
  %".38" = load i1, i1* %"p1", !llvm.access.group !8
  br i1 %".38", label %"DONE", label %"fall"
DONE:
  ret void
fall:
  %".40" = load i64, i64* %"rd1", !llvm.access.group !8
  store i64 %".40", i64* %"rd3", !llvm.access.group !8
  %".42" = load i64, i64* %"rd2", !llvm.access.group !8
  store i64 %".42", i64* %"rd4", !llvm.access.group !8
  %".44" = load i32, i32* %"r5", !llvm.access.group !8
  %".45" = sext i32 %".44" to i64
  %".46" = sext i32 4 to i64
  %".47" = mul i64 %".45", %".46"
  store i64 %".47", i64* %"rd5", !llvm.access.group !8
  %".49" = load i64, i64* %"rd3", !llvm.access.group !8
  %".50" = load i64, i64* %"rd5", !llvm.access.group !8
  %".51" = add i64 %".49", %".50"
  store i64 %".51", i64* %"rd6", !llvm.access.group !8
  %".53" = load i64, i64* %"rd4", !llvm.access.group !8
  %".54" = load i64, i64* %"rd5", !llvm.access.group !8
  %".55" = add i64 %".53", %".54"
  store i64 %".55", i64* %"rd7", !llvm.access.group !8
  %".57" = load i64, i64* %"rd5", !llvm.access.group !8
  %".58" = load i64, i64* %"rd3", !llvm.access.group !8
  %".59" = inttoptr i64 %".58" to ptr
  %".60" = getelementptr i8, ptr %".59", i64 %".57"
  %".61" = load i32, ptr %".60", align 4, !llvm.access.group !8
  store i32 %".61", i32* %"f2", !llvm.access.group !8
  %".63" = load i64, i64* %"rd5", !llvm.access.group !8
  %".64" = load i64, i64* %"rd4", !llvm.access.group !8
  %".65" = inttoptr i64 %".64" to ptr
  %".66" = getelementptr i8, ptr %".65", i64 %".63"
  %".67" = load i32, ptr %".66", align 4, !llvm.access.group !8
  store i32 %".67", i32* %"f3", !llvm.access.group !8
  %".69" = load i32, i32* %"f1", !llvm.access.group !8
  %".70" = bitcast i32 %".69" to float
  %".71" = load i32, i32* %"f2", !llvm.access.group !8
  %".72" = bitcast i32 %".71" to float
  %".73" = load i32, i32* %"f3", !llvm.access.group !8
  %".74" = bitcast i32 %".73" to float
  %".75" = call float @"llvm.fma.f32"(float %".70", float %".72", float %".74")
  %".76" = bitcast float %".75" to i32
  store i32 %".76", i32* %"f4", !llvm.access.group !8
  %".78" = load i64, i64* %"rd5", !llvm.access.group !8
  %".79" = load i64, i64* %"rd4", !llvm.access.group !8
  %".80" = inttoptr i64 %".79" to ptr
  %".81" = getelementptr i8, ptr %".80", i64 %".78"
  %".82" = load i32, i32* %"f4", !llvm.access.group !8
  %".83" = bitcast i32 %".82" to float
  %".84" = fcmp uno float %".83", %".83"
  %".85" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".86" = bitcast float %".83" to i32
  %".87" = select  i1 %".84", i32 %".85", i32 %".86"
  %".88" = bitcast i32 %".87" to float
  %".89" = bitcast float %".88" to i32
  store i32 %".89", ptr %".81", align 4, !llvm.access.group !8
  br label %"DONE"
}

declare float @"llvm.fma.f32"(float %".1", float %".2", float %".3")

define i32 @"saxpy"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !3, !align !4
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !2
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !2
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !5
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !6
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !7
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
  %"cx" = alloca [8 x i8], align 16
  %"cy" = alloca [8 x i8], align 16
  %"cz" = alloca [8 x i8], align 16
  %".55" = udiv i64 %".2", %".21"
  %".56" = urem i64 %".2", %".21"
  %".57" = urem i64 %".55", %".24"
  %".58" = udiv i64 %".55", %".24"
  store i64 %".56", ptr %"cx"
  store i64 %".57", ptr %"cy"
  store i64 %".58", ptr %"cz"
  br label %"blk.head"
blk.head:
  %"blk" = phi  i64 [%".2", %"entry"], [%".110", %"tz.end"]
  %".63" = icmp slt i64 %"blk", %".3"
  br i1 %".63", label %"blk.body", label %"blk.end"
blk.body:
  %".65" = getelementptr i8, ptr %".1", i64 56
  %".66" = load atomic i32, ptr %".65" monotonic, align 4
  %".67" = icmp ne i32 %".66", 0
  br i1 %".67", label %"blk.stop", label %"blk.run"
blk.end:
  ret i32 0
blk.run:
  %".70" = load i64, ptr %"cx"
  %".71" = load i64, ptr %"cy"
  %".72" = load i64, ptr %"cz"
  %".73" = trunc i64 %".70" to i32
  %".74" = getelementptr i8, ptr %"block", i64 0
  store i32 %".73", ptr %".74"
  %".76" = trunc i64 %".71" to i32
  %".77" = getelementptr i8, ptr %"block", i64 4
  store i32 %".76", ptr %".77"
  %".79" = trunc i64 %".72" to i32
  %".80" = getelementptr i8, ptr %"block", i64 8
  store i32 %".79", ptr %".80"
  %".82" = add i64 %".70", 1
  %".83" = icmp uge i64 %".82", %".21"
  %".84" = add i64 %".71", 1
  %".85" = select  i1 %".83", i64 %".84", i64 %".71"
  %".86" = icmp uge i64 %".85", %".24"
  %".87" = select  i1 %".83", i64 0, i64 %".82"
  store i64 %".87", ptr %"cx"
  %".89" = select  i1 %".86", i64 0, i64 %".85"
  store i64 %".89", ptr %"cy"
  %".91" = add i64 %".72", 1
  %".92" = select  i1 %".86", i64 %".91", i64 %".72"
  store i64 %".92", ptr %"cz"
  br label %"tz.head"
blk.stop:
  ret i32 1
tz.head:
  %"tz" = phi  i32 [0, %"blk.run"], [%".108", %"ty.end"]
  %".95" = icmp slt i32 %"tz", %".18"
  br i1 %".95", label %"tz.body", label %"tz.end"
tz.body:
  br label %"ty.head"
tz.end:
  %".110" = add i64 %"blk", 1
  br label %"blk.head"
ty.head:
  %"ty" = phi  i32 [0, %"tz.body"], [%".106", %"tx.end"]
  %".98" = icmp slt i32 %"ty", %".16"
  br i1 %".98", label %"ty.body", label %"ty.end"
ty.body:
  br label %"tx.head"
ty.end:
  %".108" = add i32 %"tz", 1
  br label %"tz.head"
tx.head:
  %"tx" = phi  i32 [0, %"ty.body"], [%".104", %"tx.body"]
  %".101" = icmp slt i32 %"tx", %".14"
  br i1 %".101", label %"tx.body", label %"tx.end"
tx.body:
  call void @"__zk_thread_saxpy"(ptr %"launch", ptr %"block", ptr null, i32 %"tx", i32 %"ty", i32 %"tz")
  %".104" = add i32 %"tx", 1
  br label %"tx.head", !llvm.loop !10
tx.end:
  %".106" = add i32 %"ty", 1
  br label %"ty.head"
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

!0 = !{  }
!1 = !{ i32 0, i32 2147483647 }
!2 = !{ i32 1, i32 1025 }
!3 = !{ i64 24 }
!4 = !{ i64 16 }
!5 = !{ i32 1, i32 65 }
!6 = !{ i32 1, i32 -2147483648 }
!7 = !{ i32 1, i32 65536 }
!8 = distinct !{}
!9 = !{ !"llvm.loop.parallel_accesses", !8 }
!10 = distinct !{!10, !9}