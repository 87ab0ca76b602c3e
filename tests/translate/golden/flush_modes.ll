; ModuleID = "flush_modes.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal void @"__zk_thread_fast"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") "denormal-fp-math-f32"="dynamic,dynamic" alwaysinline
{
entry:
  %"rv$s2" = alloca [4 x i8], align 16
  %"a0$s1" = alloca [4 x i8], align 16
  %"rv" = alloca [4 x i8], align 16
  %"a0" = alloca [4 x i8], align 16
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"f8" = alloca i32
  %"f7" = alloca i32
  %"f6" = alloca i32
  %"f5" = alloca i32
  %"f4" = alloca i32
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  %"r1" = alloca i32
  %"r0" = alloca i32
  %"p1" = alloca i1
  %"p0" = alloca i1
  %".8" = load ptr, ptr %".1", !invariant.group !0
  %".9" = getelementptr i8, ptr %".8", i64 0
  br label %"body"
body:
  %".10" = load i64, ptr %".9", align 8, !invariant.load !0
  store i64 %".10", i64* %"rd1"
  store i32 %".4", i32* %"r1"
  %".13" = load i32, i32* %"r1"
  %".14" = zext i32 %".13" to i64
  %".15" = zext i32 4 to i64
  %".16" = mul i64 %".14", %".15"
  store i64 %".16", i64* %"rd2"
  %".18" = load i64, i64* %"rd1"
  %".19" = load i64, i64* %"rd2"
  %".20" = add i64 %".18", %".19"
  store i64 %".20", i64* %"rd3"
  %".22" = load i64, i64* %"rd2"
  %".23" = load i64, i64* %"rd1"
  %".24" = inttoptr i64 %".23" to ptr
  %".25" = getelementptr i8, ptr %".24", i64 %".22"
  %".26" = load i32, ptr %".25", align 4
  store i32 %".26", i32* %"f1"
  %".28" = load i64, i64* %"rd2"
  %".29" = load i64, i64* %"rd1"
  %".30" = inttoptr i64 %".29" to ptr
  %".31" = getelementptr i8, ptr %".30", i64 %".28"
  %".32" = getelementptr i8, ptr %".31", i64 4
  %".33" = load i32, ptr %".32", align 4
  store i32 %".33", i32* %"f2"
  %".35" = load i32, i32* %"f1"
  %".36" = bitcast i32 %".35" to float
  %".37" = load i32, i32* %"f2"
  %".38" = bitcast i32 %".37" to float
  %".39" = load i32, i32* %"f1"
  %".40" = bitcast i32 %".39" to float
  %".41" = bitcast float %".36" to i32
  %".42" = and i32 %".41", 2139095040
  %".43" = icmp eq i32 %".42", 0
  %".44" = select  i1 %".43", i32 2147483648, i32 4294967295
  %".45" = and i32 %".41", %".44"
  %".46" = bitcast i32 %".45" to float
  %".47" = bitcast float %".38" to i32
  %".48" = and i32 %".47", 2139095040
  %".49" = icmp eq i32 %".48", 0
  %".50" = select  i1 %".49", i32 2147483648, i32 4294967295
  %".51" = and i32 %".47", %".50"
  %".52" = bitcast i32 %".51" to float
  %".53" = bitcast float %".40" to i32
  %".54" = and i32 %".53", 2139095040
  %".55" = icmp eq i32 %".54", 0
  %".56" = select  i1 %".55", i32 2147483648, i32 4294967295
  %".57" = and i32 %".53", %".56"
  %".58" = bitcast i32 %".57" to float
  %".59" = call float @"llvm.fma.f32"(float %".46", float %".52", float %".58")
  %".60" = bitcast float %".59" to i32
  store i32 %".60", i32* %"f3"
  %".62" = load i32, i32* %"f3"
  %".63" = bitcast i32 %".62" to float
  %".64" = bitcast float %".63" to i32
  %".65" = and i32 %".64", 2139095040
  %".66" = icmp eq i32 %".65", 0
  %".67" = select  i1 %".66", i32 2147483648, i32 4294967295
  %".68" = and i32 %".64", %".67"
  %".69" = bitcast i32 %".68" to float
  %".70" = bitcast float 0x3ff0000000000000 to i32
  %".71" = and i32 %".70", 2139095040
  %".72" = icmp eq i32 %".71", 0
  %".73" = select  i1 %".72", i32 2147483648, i32 4294967295
  %".74" = and i32 %".70", %".73"
  %".75" = bitcast i32 %".74" to float
  %".76" = fmul float %".69", %".75"
  %".77" = bitcast float %".76" to i32
  store i32 %".77", i32* %"f4"
  %".79" = load i32, i32* %"f4"
  %".80" = bitcast i32 %".79" to float
  %".81" = load i32, i32* %"f2"
  %".82" = bitcast i32 %".81" to float
  %".83" = bitcast float %".80" to i32
  %".84" = and i32 %".83", 2139095040
  %".85" = icmp eq i32 %".84", 0
  %".86" = select  i1 %".85", i32 2147483648, i32 4294967295
  %".87" = and i32 %".83", %".86"
  %".88" = bitcast i32 %".87" to float
  %".89" = bitcast float %".82" to i32
  %".90" = and i32 %".89", 2139095040
  %".91" = icmp eq i32 %".90", 0
  %".92" = select  i1 %".91", i32 2147483648, i32 4294967295
  %".93" = and i32 %".89", %".92"
  %".94" = bitcast i32 %".93" to float
  %".95" = bitcast float %".88" to i32
  %".96" = bitcast float %".94" to i32
  %".97" = fcmp ogt float %".88", %".94"
  %".98" = fcmp oeq float %".88", %".94"
  %".99" = icmp slt i32 %".96", 0
  %".100" = and i1 %".98", %".99"
  %".101" = or i1 %".97", %".100"
  %".102" = bitcast float %".88" to i32
  %".103" = bitcast float %".94" to i32
  %".104" = select  i1 %".101", i32 %".102", i32 %".103"
  %".105" = bitcast i32 %".104" to float
  %".106" = fcmp uno float %".88", %".88"
  %".107" = fcmp uno float %".94", %".94"
  %".108" = bitcast float %".88" to i32
  %".109" = bitcast float %".105" to i32
  %".110" = select  i1 %".107", i32 %".108", i32 %".109"
  %".111" = bitcast i32 %".110" to float
  %".112" = bitcast float %".94" to i32
  %".113" = bitcast float %".111" to i32
  %".114" = select  i1 %".106", i32 %".112", i32 %".113"
  %".115" = bitcast i32 %".114" to float
  %".116" = and i1 %".106", %".107"
  %".117" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".118" = bitcast float %".115" to i32
  %".119" = select  i1 %".116", i32 %".117", i32 %".118"
  %".120" = bitcast i32 %".119" to float
  %".121" = bitcast float %".120" to i32
  %".122" = and i32 %".121", 2139095040
  %".123" = icmp eq i32 %".122", 0
  %".124" = select  i1 %".123", i32 2147483648, i32 4294967295
  %".125" = and i32 %".121", %".124"
  %".126" = bitcast i32 %".125" to float
  %".127" = fcmp uno float %".126", %".126"
  %".128" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".129" = bitcast float %".126" to i32
  %".130" = select  i1 %".127", i32 %".128", i32 %".129"
  %".131" = bitcast i32 %".130" to float
  %".132" = bitcast float %".131" to i32
  store i32 %".132", i32* %"f5"
  %".134" = load i32, i32* %"f5"
  %".135" = bitcast i32 %".134" to float
  %".136" = bitcast float %".135" to i32
  %".137" = and i32 %".136", 2139095040
  %".138" = icmp eq i32 %".137", 0
  %".139" = select  i1 %".138", i32 2147483648, i32 4294967295
  %".140" = and i32 %".136", %".139"
  %".141" = bitcast i32 %".140" to float
  %".142" = bitcast float              0x0 to i32
  %".143" = and i32 %".142", 2139095040
  %".144" = icmp eq i32 %".143", 0
  %".145" = select  i1 %".144", i32 2147483648, i32 4294967295
  %".146" = and i32 %".142", %".145"
  %".147" = bitcast i32 %".146" to float
  %".148" = fcmp olt float %".141", %".147"
  store i1 %".148", i1* %"p1"
  %".150" = load i32, i32* %"f1"
  %".151" = bitcast i32 %".150" to float
  %".152" = load i32, i32* %"f5"
  %".153" = bitcast i32 %".152" to float
  %".154" = load i1, i1* %"p1"
  %".155" = select  i1 %".154", float %".151", float %".153"
  %".156" = bitcast float %".155" to i32
  store i32 %".156", i32* %"f6"
  %".158" = load i32, i32* %"f6"
  %".159" = bitcast i32 %".158" to float
  %".160" = bitcast float %".159" to i32
  store i32 %".160", ptr %"a0", align 4
  call void @"__zk_func_half"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %"rv", ptr %"a0")
  %".163" = load i32, ptr %"rv", align 4
  store i32 %".163", i32* %"f7"
  %".165" = load i32, i32* %"f7"
  %".166" = bitcast i32 %".165" to float
  %".167" = bitcast float %".166" to i32
  store i32 %".167", ptr %"a0$s1", align 4
  call void @"__zk_func_twice"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %"rv$s2", ptr %"a0$s1")
  %".170" = load i32, ptr %"rv$s2", align 4
  store i32 %".170", i32* %"f8"
  %".172" = load i64, i64* %"rd2"
  %".173" = load i64, i64* %"rd1"
  %".174" = inttoptr i64 %".173" to ptr
  %".175" = getelementptr i8, ptr %".174", i64 %".172"
  %".176" = load i32, i32* %"f8"
  %".177" = bitcast i32 %".176" to float
  %".178" = bitcast float %".177" to i32
  store i32 %".178", ptr %".175", align 4
  ret void
}

declare float @"llvm.fma.f32"(float %".1", float %".2", float %".3")

define internal void @"__zk_func_half"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %".7", ptr %".8") "denormal-fp-math-f32"="dynamic,dynamic"
{
entry:
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  br label %"body"
body:
  %".10" = load i32, ptr %".8", align 4
  store i32 %".10", i32* %"f1"
  %".12" = load i32, i32* %"f1"
  %".13" = bitcast i32 %".12" to float
  %".14" = bitcast float %".13" to i32
  %".15" = and i32 %".14", 2139095040
  %".16" = icmp eq i32 %".15", 0
  %".17" = select  i1 %".16", i32 2147483648, i32 4294967295
  %".18" = and i32 %".14", %".17"
  %".19" = bitcast i32 %".18" to float
  %".20" = bitcast float 0x3fe0000000000000 to i32
  %".21" = and i32 %".20", 2139095040
  %".22" = icmp eq i32 %".21", 0
  %".23" = select  i1 %".22", i32 2147483648, i32 4294967295
  %".24" = and i32 %".20", %".23"
  %".25" = bitcast i32 %".24" to float
  %".26" = fmul float %".19", %".25"
  %".27" = bitcast float %".26" to i32
  store i32 %".27", i32* %"f2"
  %".29" = load i32, i32* %"f2"
  %".30" = bitcast i32 %".29" to float
  %".31" = fcmp uno float %".30", %".30"
  %".32" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".33" = bitcast float %".30" to i32
  %".34" = select  i1 %".31", i32 %".32", i32 %".33"
  %".35" = bitcast i32 %".34" to float
  %".36" = bitcast float %".35" to i32
  store i32 %".36", ptr %".7", align 4
  ret void
}

define internal void @"__zk_func_twice"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %".7", ptr %".8") "denormal-fp-math-f32"="dynamic,dynamic"
{
entry:
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  br label %"body"
body:
  %".10" = load i32, ptr %".8", align 4
  store i32 %".10", i32* %"f1"
  %".12" = load i32, i32* %"f1"
  %".13" = bitcast i32 %".12" to float
  %".14" = load i32, i32* %"f1"
  %".15" = bitcast i32 %".14" to float
  %".16" = bitcast float %".13" to i32
  %".17" = and i32 %".16", 2139095040
  %".18" = icmp eq i32 %".17", 0
  %".19" = select  i1 %".18", i32 2147483648, i32 4294967295
  %".20" = and i32 %".16", %".19"
  %".21" = bitcast i32 %".20" to float
  %".22" = bitcast float %".15" to i32
  %".23" = and i32 %".22", 2139095040
  %".24" = icmp eq i32 %".23", 0
  %".25" = select  i1 %".24", i32 2147483648, i32 4294967295
  %".26" = and i32 %".22", %".25"
  %".27" = bitcast i32 %".26" to float
  %".28" = fadd float %".21", %".27"
  %".29" = bitcast float %".28" to i32
  %".30" = and i32 %".29", 2139095040
  %".31" = icmp eq i32 %".30", 0
  %".32" = select  i1 %".31", i32 2147483648, i32 4294967295
  %".33" = and i32 %".29", %".32"
  %".34" = bitcast i32 %".33" to float
  %".35" = bitcast float %".34" to i32
  store i32 %".35", i32* %"f2"
  %".37" = load i32, i32* %"f2"
  %".38" = bitcast i32 %".37" to float
  %".39" = fcmp uno float %".38", %".38"
  %".40" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".41" = bitcast float %".38" to i32
  %".42" = select  i1 %".39", i32 %".40", i32 %".41"
  %".43" = bitcast i32 %".42" to float
  %".44" = bitcast float %".43" to i32
  store i32 %".44", ptr %".7", align 4
  ret void
}

define internal i32 @"__zk_flushing_fast"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5") "denormal-fp-math-f32"="dynamic,dynamic" noinline
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !1, !align !2
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !3
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !3
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !4
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !5
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !6
  %".24" = zext i32 %".23" to i64
  %".25" = getelementptr i8, ptr %"launch", i64 60
  %".26" = load i32, ptr %".25", !range !3
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
  call void @"__zk_thread_fast"(ptr %"launch", ptr %"block", ptr null, i32 %"tx", i32 %"ty", i32 %"tz")
  %".104" = add i32 %"tx", 1
  br label %"tx.head"
tx.end:
  %".106" = add i32 %"ty", 1
  br label %"ty.head"
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

define i32 @"fast"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5") "denormal-fp-math-f32"="dynamic,dynamic"
{
entry:
  %"mxcsr.caller" = alloca i32
  %"mxcsr.kernel" = alloca i32
  call void @"llvm.x86.sse.stmxcsr"(i32* %"mxcsr.caller")
  %".8" = load i32, i32* %"mxcsr.caller"
  %".9" = or i32 %".8", 32832
  store i32 %".9", i32* %"mxcsr.kernel"
  call void @"llvm.x86.sse.ldmxcsr"(i32* %"mxcsr.kernel")
  %".12" = call i32 @"__zk_flushing_fast"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
  call void @"llvm.x86.sse.ldmxcsr"(i32* %"mxcsr.caller")
  ret i32 %".12"
}

declare void @"llvm.x86.sse.stmxcsr"(ptr %".1")

declare void @"llvm.x86.sse.ldmxcsr"(ptr %".1")

define internal void @"__zk_thread_exact"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") "denormal-fp-math-f32"="dynamic,dynamic" alwaysinline
{
entry:
  %"rv" = alloca [4 x i8], align 16
  %"a0" = alloca [4 x i8], align 16
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  %"r1" = alloca i32
  %"r0" = alloca i32
  %".8" = load ptr, ptr %".1", !invariant.group !0
  %".9" = getelementptr i8, ptr %".8", i64 0
  br label %"body"
body:
  %".10" = load i64, ptr %".9", align 8, !invariant.load !0
  store i64 %".10", i64* %"rd1"
  store i32 %".4", i32* %"r1"
  %".13" = load i32, i32* %"r1"
  %".14" = zext i32 %".13" to i64
  %".15" = zext i32 4 to i64
  %".16" = mul i64 %".14", %".15"
  store i64 %".16", i64* %"rd2"
  %".18" = load i64, i64* %"rd1"
  %".19" = load i64, i64* %"rd2"
  %".20" = add i64 %".18", %".19"
  store i64 %".20", i64* %"rd3"
  %".22" = load i64, i64* %"rd2"
  %".23" = load i64, i64* %"rd1"
  %".24" = inttoptr i64 %".23" to ptr
  %".25" = getelementptr i8, ptr %".24", i64 %".22"
  %".26" = load i32, ptr %".25", align 4
  store i32 %".26", i32* %"f1"
  %".28" = load i32, i32* %"f1"
  %".29" = bitcast i32 %".28" to float
  %".30" = load i32, i32* %"f1"
  %".31" = bitcast i32 %".30" to float
  %".32" = fadd float %".29", %".31"
  %".33" = bitcast float %".32" to i32
  store i32 %".33", i32* %"f2"
  %".35" = load i32, i32* %"f2"
  %".36" = bitcast i32 %".35" to float
  %".37" = fcmp uno float %".36", %".36"
  %".38" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".39" = bitcast float %".36" to i32
  %".40" = select  i1 %".37", i32 %".38", i32 %".39"
  %".41" = bitcast i32 %".40" to float
  %".42" = bitcast float %".41" to i32
  store i32 %".42", ptr %"a0", align 4
  call void @"__zk_func_twice"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %"rv", ptr %"a0")
  %".45" = load i32, ptr %"rv", align 4
  store i32 %".45", i32* %"f3"
  %".47" = load i64, i64* %"rd2"
  %".48" = load i64, i64* %"rd1"
  %".49" = inttoptr i64 %".48" to ptr
  %".50" = getelementptr i8, ptr %".49", i64 %".47"
  %".51" = load i32, i32* %"f3"
  %".52" = bitcast i32 %".51" to float
  %".53" = bitcast float %".52" to i32
  store i32 %".53", ptr %".50", align 4
  ret void
}

define i32 @"exact"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5") "denormal-fp-math-f32"="dynamic,dynamic"
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !1, !align !2
  store ptr %".11", ptr %"launch", !invariant.group !0
  %"block" = alloca [256 x i8], align 16
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !3
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !3
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !4
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !5
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !6
  %".24" = zext i32 %".23" to i64
  %".25" = getelementptr i8, ptr %"launch", i64 60
  %".26" = load i32, ptr %".25", !range !3
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
  call void @"__zk_thread_exact"(ptr %"launch", ptr %"block", ptr null, i32 %"tx", i32 %"ty", i32 %"tz")
  %".104" = add i32 %"tx", 1
  br label %"tx.head"
tx.end:
  %".106" = add i32 %"ty", 1
  br label %"ty.head"
}

!0 = !{  }
!1 = !{ i64 8 }
!2 = !{ i64 16 }
!3 = !{ i32 1, i32 1025 }
!4 = !{ i32 1, i32 65 }
!5 = !{ i32 1, i32 -2147483648 }
!6 = !{ i32 1, i32 65536 }