; ModuleID = "lockstep.ptx"
target triple = "unknown-unknown-unknown"
target datalayout = ""

define internal ptr @"__zk_coro_warp_tail"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") presplitcoroutine
{
entry:
  %"add_from#2:%rd2" = alloca i64
  %"add_from#2:%rd1" = alloca i64
  %"add_from#2:%rd0" = alloca i64
  %"add_from#2:%r3" = alloca i32
  %"add_from#2:%r2" = alloca i32
  %"add_from#2:%r1" = alloca i32
  %"add_from#2:%r0" = alloca i32
  %"add_from#1:%rd2" = alloca i64
  %"add_from#1:%rd1" = alloca i64
  %"add_from#1:%rd0" = alloca i64
  %"add_from#1:%r3" = alloca i32
  %"add_from#1:%r2" = alloca i32
  %"add_from#1:%r1" = alloca i32
  %"add_from#1:%r0" = alloca i32
  %"param1$s2" = alloca [4 x i8], align 16
  %"param0$s1" = alloca [8 x i8], align 16
  %"param1" = alloca [4 x i8], align 16
  %"param0" = alloca [8 x i8], align 16
  %"rd7" = alloca i64
  %"rd6" = alloca i64
  %"rd5" = alloca i64
  %"rd4" = alloca i64
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
  %"r3" = alloca i32
  %"r2" = alloca i32
  %"r1" = alloca i32
  %"r0" = alloca i32
  %"p1" = alloca i1
  %"p0" = alloca i1
  %".8" = load ptr, ptr %".1", !invariant.group !0
  %".9" = getelementptr i8, ptr %".8", i64 0
  %".10" = getelementptr i8, ptr %".8", i64 8
  %".11" = call token @"llvm.coro.id"(i32 16, ptr null, ptr null, ptr null)
  %".12" = call i64 @"llvm.coro.size.i64"()
  %".13" = call ptr @"__zk_frame_alloc"(ptr %".2", i64 %".12")
  %".14" = call ptr @"llvm.coro.begin"(token %".11", ptr %".13")
  %".82" = getelementptr i8, ptr %".1", i64 20
  %".83" = load i32, ptr %".82", !range !1
  %".84" = getelementptr i8, ptr %".1", i64 24
  %".85" = load i32, ptr %".84", !range !1
  %".86" = mul nuw nsw i32 %".85", %".6"
  %".87" = add nuw nsw i32 %".5", %".86"
  %".88" = mul nuw nsw i32 %".83", %".87"
  %".89" = add nuw nsw i32 %".4", %".88"
  br label %"coro.start"
body:
  %".23" = load i64, ptr %".9", align 8, !invariant.load !0
  store i64 %".23", i64* %"rd1"
  %".25" = load i64, ptr %".10", align 8, !invariant.load !0
  store i64 %".25", i64* %"rd2"
  store i32 %".4", i32* %"r1"
  %".28" = load i32, i32* %"r1"
  %".29" = zext i32 %".28" to i64
  %".30" = zext i32 4 to i64
  %".31" = mul i64 %".29", %".30"
  store i64 %".31", i64* %"rd3"
  %".33" = load i64, i64* %"rd1"
  %".34" = load i64, i64* %"rd3"
  %".35" = add i64 %".33", %".34"
  store i64 %".35", i64* %"rd4"
  %".37" = load i64, i64* %"rd3"
  %".38" = load i64, i64* %"rd1"
  %".39" = inttoptr i64 %".38" to ptr
  %".40" = getelementptr i8, ptr %".39", i64 %".37"
  %".41" = load i32, ptr %".40", align 4
  store i32 %".41", i32* %"r2"
  store i64 0, i64* %"rd5"
  %".44" = load i64, i64* %"rd5"
  %".45" = load i64, i64* %"rd3"
  %".46" = add i64 %".44", %".45"
  store i64 %".46", i64* %"rd6"
  %".48" = load i64, i64* %"rd6"
  %".49" = getelementptr i8, ptr %".2", i64 16
  %".50" = load ptr, ptr %".49"
  %".51" = getelementptr i8, ptr %".50", i64 %".48"
  %".52" = load i32, i32* %"r2"
  store atomic i32 %".52", ptr %".51" monotonic, align 4
  %".54" = load i64, i64* %"rd6"
  store i64 %".54", ptr %"param0", align 8
  store i32 2, ptr %"param1", align 4
  %".57" = load i64, ptr %"param0", align 8
  store i64 %".57", i64* %"add_from#1:%rd1"
  %".59" = load i32, ptr %"param1", align 4
  store i32 %".59", i32* %"add_from#1:%r1"
  %".61" = load i32, i32* %"add_from#1:%r1"
  %".62" = sext i32 %".61" to i64
  %".63" = sext i32 4 to i64
  %".64" = mul i64 %".62", %".63"
  store i64 %".64", i64* %"add_from#1:%rd2"
  %".66" = load i64, i64* %"add_from#1:%rd1"
  %".67" = load i64, i64* %"add_from#1:%rd2"
  %".68" = add i64 %".66", %".67"
  store i64 %".68", i64* %"add_from#1:%rd2"
  %".70" = getelementptr i8, ptr %".3", i64 24
  store i64 0, ptr %".70"
  %".72" = getelementptr i8, ptr %".3", i64 20
  store i32 -1, ptr %".72"
  %".74" = getelementptr i8, ptr %".3", i64 12
  store i32 1, ptr %".74"
  %".76" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".76"
  %".78" = getelementptr i8, ptr %".3", i64 8
  store i32 1, ptr %".78"
  %".80" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".80", label %"coro.ret" [i8 0, label %"resume" i8 1, label %"coro.cleanup"]
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
END:
  %".260" = getelementptr i8, ptr %".3", i64 8
  store i32 3, ptr %".260"
  br label %"coro.final"
inline.ret:
  %".143" = load i64, i64* %"rd6"
  store i64 %".143", ptr %"param0$s1", align 8
  store i32 1, ptr %"param1$s2", align 4
  %".146" = load i64, ptr %"param0$s1", align 8
  store i64 %".146", i64* %"add_from#2:%rd1"
  %".148" = load i32, ptr %"param1$s2", align 4
  store i32 %".148", i32* %"add_from#2:%r1"
  %".150" = load i32, i32* %"add_from#2:%r1"
  %".151" = sext i32 %".150" to i64
  %".152" = sext i32 4 to i64
  %".153" = mul i64 %".151", %".152"
  store i64 %".153", i64* %"add_from#2:%rd2"
  %".155" = load i64, i64* %"add_from#2:%rd1"
  %".156" = load i64, i64* %"add_from#2:%rd2"
  %".157" = add i64 %".155", %".156"
  store i64 %".157", i64* %"add_from#2:%rd2"
  %".159" = getelementptr i8, ptr %".3", i64 24
  store i64 0, ptr %".159"
  %".161" = getelementptr i8, ptr %".3", i64 20
  store i32 -1, ptr %".161"
  %".163" = getelementptr i8, ptr %".3", i64 12
  store i32 3, ptr %".163"
  %".165" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".165"
  %".167" = getelementptr i8, ptr %".3", i64 8
  store i32 1, ptr %".167"
  %".169" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".169", label %"coro.ret" [i8 0, label %"resume.2" i8 1, label %"coro.cleanup"]
resume:
  %".90" = lshr i32 %".89", 5
  %".91" = getelementptr i8, ptr %".2", i64 32
  %".92" = load ptr, ptr %".91"
  %".93" = mul i32 %".90", 272
  %".94" = zext i32 %".93" to i64
  %".95" = getelementptr i8, ptr %".92", i64 %".94"
  %".96" = getelementptr i8, ptr %".95", i64 256
  %".97" = load i64, ptr %".96"
  %".98" = trunc i64 %".97" to i32
  %".99" = load i64, i64* %"add_from#1:%rd2"
  %".100" = getelementptr i8, ptr %".2", i64 16
  %".101" = load ptr, ptr %".100"
  %".102" = getelementptr i8, ptr %".101", i64 %".99"
  %".103" = load atomic i32, ptr %".102" monotonic, align 4
  store i32 %".103", i32* %"add_from#1:%r2"
  %".105" = load i64, i64* %"add_from#1:%rd1"
  %".106" = getelementptr i8, ptr %".2", i64 16
  %".107" = load ptr, ptr %".106"
  %".108" = getelementptr i8, ptr %".107", i64 %".105"
  %".109" = load atomic i32, ptr %".108" monotonic, align 4
  store i32 %".109", i32* %"add_from#1:%r3"
  %".111" = load i32, i32* %"add_from#1:%r3"
  %".112" = load i32, i32* %"add_from#1:%r2"
  %".113" = add i32 %".111", %".112"
  store i32 %".113", i32* %"add_from#1:%r3"
  %".115" = getelementptr i8, ptr %".3", i64 24
  store i64 0, ptr %".115"
  %".117" = getelementptr i8, ptr %".3", i64 20
  store i32 -1, ptr %".117"
  %".119" = getelementptr i8, ptr %".3", i64 12
  store i32 2, ptr %".119"
  %".121" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".121"
  %".123" = getelementptr i8, ptr %".3", i64 8
  store i32 1, ptr %".123"
  %".125" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".125", label %"coro.ret" [i8 0, label %"resume.1" i8 1, label %"coro.cleanup"]
resume.1:
  %".127" = lshr i32 %".89", 5
  %".128" = getelementptr i8, ptr %".2", i64 32
  %".129" = load ptr, ptr %".128"
  %".130" = mul i32 %".127", 272
  %".131" = zext i32 %".130" to i64
  %".132" = getelementptr i8, ptr %".129", i64 %".131"
  %".133" = getelementptr i8, ptr %".132", i64 256
  %".134" = load i64, ptr %".133"
  %".135" = trunc i64 %".134" to i32
  %".136" = load i64, i64* %"add_from#1:%rd1"
  %".137" = getelementptr i8, ptr %".2", i64 16
  %".138" = load ptr, ptr %".137"
  %".139" = getelementptr i8, ptr %".138", i64 %".136"
  %".140" = load i32, i32* %"add_from#1:%r3"
  store atomic i32 %".140", ptr %".139" monotonic, align 4
  br label %"inline.ret"
inline.ret.1:
  %".224" = load i32, i32* %"r1"
  %".225" = icmp ne i32 %".224", 0
  store i1 %".225", i1* %"p1"
  %".227" = load i1, i1* %"p1"
  br i1 %".227", label %"END", label %"fall"
resume.2:
  %".171" = lshr i32 %".89", 5
  %".172" = getelementptr i8, ptr %".2", i64 32
  %".173" = load ptr, ptr %".172"
  %".174" = mul i32 %".171", 272
  %".175" = zext i32 %".174" to i64
  %".176" = getelementptr i8, ptr %".173", i64 %".175"
  %".177" = getelementptr i8, ptr %".176", i64 256
  %".178" = load i64, ptr %".177"
  %".179" = trunc i64 %".178" to i32
  %".180" = load i64, i64* %"add_from#2:%rd2"
  %".181" = getelementptr i8, ptr %".2", i64 16
  %".182" = load ptr, ptr %".181"
  %".183" = getelementptr i8, ptr %".182", i64 %".180"
  %".184" = load atomic i32, ptr %".183" monotonic, align 4
  store i32 %".184", i32* %"add_from#2:%r2"
  %".186" = load i64, i64* %"add_from#2:%rd1"
  %".187" = getelementptr i8, ptr %".2", i64 16
  %".188" = load ptr, ptr %".187"
  %".189" = getelementptr i8, ptr %".188", i64 %".186"
  %".190" = load atomic i32, ptr %".189" monotonic, align 4
  store i32 %".190", i32* %"add_from#2:%r3"
  %".192" = load i32, i32* %"add_from#2:%r3"
  %".193" = load i32, i32* %"add_from#2:%r2"
  %".194" = add i32 %".192", %".193"
  store i32 %".194", i32* %"add_from#2:%r3"
  %".196" = getelementptr i8, ptr %".3", i64 24
  store i64 0, ptr %".196"
  %".198" = getelementptr i8, ptr %".3", i64 20
  store i32 -1, ptr %".198"
  %".200" = getelementptr i8, ptr %".3", i64 12
  store i32 4, ptr %".200"
  %".202" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".202"
  %".204" = getelementptr i8, ptr %".3", i64 8
  store i32 1, ptr %".204"
  %".206" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".206", label %"coro.ret" [i8 0, label %"resume.3" i8 1, label %"coro.cleanup"]
resume.3:
  %".208" = lshr i32 %".89", 5
  %".209" = getelementptr i8, ptr %".2", i64 32
  %".210" = load ptr, ptr %".209"
  %".211" = mul i32 %".208", 272
  %".212" = zext i32 %".211" to i64
  %".213" = getelementptr i8, ptr %".210", i64 %".212"
  %".214" = getelementptr i8, ptr %".213", i64 256
  %".215" = load i64, ptr %".214"
  %".216" = trunc i64 %".215" to i32
  %".217" = load i64, i64* %"add_from#2:%rd1"
  %".218" = getelementptr i8, ptr %".2", i64 16
  %".219" = load ptr, ptr %".218"
  %".220" = getelementptr i8, ptr %".219", i64 %".217"
  %".221" = load i32, i32* %"add_from#2:%r3"
  store atomic i32 %".221", ptr %".220" monotonic, align 4
  br label %"inline.ret.1"
fall:
  %".229" = getelementptr i8, ptr %".3", i64 24
  store i64 0, ptr %".229"
  %".231" = getelementptr i8, ptr %".3", i64 20
  store i32 -1, ptr %".231"
  %".233" = getelementptr i8, ptr %".3", i64 12
  store i32 5, ptr %".233"
  %".235" = getelementptr i8, ptr %".3", i64 16
  store i32 0, ptr %".235"
  %".237" = getelementptr i8, ptr %".3", i64 8
  store i32 1, ptr %".237"
  %".239" = call i8 @"llvm.coro.suspend"(token none, i1 0)
  switch i8 %".239", label %"coro.ret" [i8 0, label %"resume.4" i8 1, label %"coro.cleanup"]
resume.4:
  %".241" = lshr i32 %".89", 5
  %".242" = getelementptr i8, ptr %".2", i64 32
  %".243" = load ptr, ptr %".242"
  %".244" = mul i32 %".241", 272
  %".245" = zext i32 %".244" to i64
  %".246" = getelementptr i8, ptr %".243", i64 %".245"
  %".247" = getelementptr i8, ptr %".246", i64 256
  %".248" = load i64, ptr %".247"
  %".249" = trunc i64 %".248" to i32
  %".250" = getelementptr i8, ptr %".2", i64 16
  %".251" = load ptr, ptr %".250"
  %".252" = getelementptr i8, ptr %".251", i64 0
  %".253" = load atomic i32, ptr %".252" monotonic, align 4
  store i32 %".253", i32* %"r3"
  %".255" = load i64, i64* %"rd2"
  %".256" = inttoptr i64 %".255" to ptr
  %".257" = load i32, i32* %"r3"
  store i32 %".257", ptr %".256", align 4
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

define i32 @"warp_tail"(ptr %".1", i64 %".2", i64 %".3", ptr %".4", i32 %".5")
{
entry:
  %"launch" = alloca [96 x i8], align 16
  call void @"llvm.memcpy.p0.p0.i64"(ptr %"launch", ptr %".1", i64 88, i1 0)
  %".8" = getelementptr i8, ptr %"launch", i64 88
  store ptr %".1", ptr %".8"
  %".10" = getelementptr i8, ptr %".1", i64 0
  %".11" = load ptr, ptr %".10", !invariant.load !0, !dereferenceable !2, !align !2
  store ptr %".11", ptr %"launch", !invariant.group !0
  %".13" = getelementptr i8, ptr %"launch", i64 20
  %".14" = load i32, ptr %".13", !range !1
  %".15" = getelementptr i8, ptr %"launch", i64 24
  %".16" = load i32, ptr %".15", !range !1
  %".17" = getelementptr i8, ptr %"launch", i64 28
  %".18" = load i32, ptr %".17", !range !3
  %".19" = getelementptr i8, ptr %"launch", i64 8
  %".20" = load i32, ptr %".19", !range !4
  %".21" = zext i32 %".20" to i64
  %".22" = getelementptr i8, ptr %"launch", i64 12
  %".23" = load i32, ptr %".22", !range !5
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
  call void @"__zk_schedule"(ptr %"launch", ptr %".4", ptr (ptr, ptr, ptr, i32, i32, i32)* @"__zk_coro_warp_tail", ptr null)
  %".93" = add i64 %"blk", 1
  br label %"blk.head"
blk.stop:
  ret i32 1
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

declare void @"__zk_schedule"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

!0 = !{  }
!1 = !{ i32 1, i32 1025 }
!2 = !{ i64 16 }
!3 = !{ i32 1, i32 65 }
!4 = !{ i32 1, i32 -2147483648 }
!5 = !{ i32 1, i32 65536 }