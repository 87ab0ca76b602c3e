; emit_entry on saxpy
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
