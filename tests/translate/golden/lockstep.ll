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
  %".18" = add i64 %".2", 16
  %".19" = call ptr @"malloc"(i64 %".18")
  %".20" = getelementptr i8, ptr %".19", i64 8
  store i64 %".2", ptr %".20"
  %".22" = getelementptr i8, ptr %".19", i64 16
  ret ptr %".22"
check:
  %".9" = getelementptr i8, ptr %".5", i64 8
  %".10" = load i64, ptr %".9"
  %".11" = icmp uge i64 %".10", %".2"
  br i1 %".11", label %"reuse", label %"fresh"
}

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
  %".51" = getelementptr i8, ptr %".4", i64 176
  store ptr null, ptr %".51"
  %".53" = getelementptr i8, ptr %".4", i64 184
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
  %"blk" = phi  i64 [%".2", %"entry"], [%".106", %"blk.run"]
  %".63" = icmp slt i64 %"blk", %".3"
  br i1 %".63", label %"blk.body", label %"blk.end"
blk.body:
  %".65" = getelementptr i8, ptr %".1", i64 56
  %".66" = load atomic i32, ptr %".65" monotonic, align 4
  %".67" = icmp ne i32 %".66", 0
  br i1 %".67", label %"blk.stop", label %"blk.run"
blk.end:
  %".108" = getelementptr i8, ptr %".4", i64 176
  br label %"frames.loop.1"
blk.run:
  %".81" = load i64, ptr %"cx"
  %".82" = load i64, ptr %"cy"
  %".83" = load i64, ptr %"cz"
  %".84" = trunc i64 %".81" to i32
  %".85" = getelementptr i8, ptr %".4", i64 0
  store i32 %".84", ptr %".85"
  %".87" = trunc i64 %".82" to i32
  %".88" = getelementptr i8, ptr %".4", i64 4
  store i32 %".87", ptr %".88"
  %".90" = trunc i64 %".83" to i32
  %".91" = getelementptr i8, ptr %".4", i64 8
  store i32 %".90", ptr %".91"
  %".93" = add i64 %".81", 1
  %".94" = icmp uge i64 %".93", %".21"
  %".95" = add i64 %".82", 1
  %".96" = select  i1 %".94", i64 %".95", i64 %".82"
  %".97" = icmp uge i64 %".96", %".24"
  %".98" = select  i1 %".94", i64 0, i64 %".93"
  store i64 %".98", ptr %"cx"
  %".100" = select  i1 %".97", i64 0, i64 %".96"
  store i64 %".100", ptr %"cy"
  %".102" = add i64 %".83", 1
  %".103" = select  i1 %".97", i64 %".102", i64 %".83"
  store i64 %".103", ptr %"cz"
  call void @"__zk_schedule"(ptr %"launch", ptr %".4", ptr (ptr, ptr, ptr, i32, i32, i32)* @"__zk_coro_warp_tail", ptr null)
  %".106" = add i64 %"blk", 1
  br label %"blk.head"
blk.stop:
  %".69" = getelementptr i8, ptr %".4", i64 176
  br label %"frames.loop"
frames.loop:
  %".71" = load ptr, ptr %".69"
  %".72" = ptrtoint ptr %".71" to i64
  %".73" = icmp eq i64 %".72", 0
  br i1 %".73", label %"frames.done", label %"frames.free"
frames.free:
  %".75" = getelementptr i8, ptr %".71", i64 0
  %".76" = load ptr, ptr %".75"
  store ptr %".76", ptr %".69"
  call void @"free"(ptr %".71")
  br label %"frames.loop"
frames.done:
  ret i32 1
frames.loop.1:
  %".110" = load ptr, ptr %".108"
  %".111" = ptrtoint ptr %".110" to i64
  %".112" = icmp eq i64 %".111", 0
  br i1 %".112", label %"frames.done.1", label %"frames.free.1"
frames.free.1:
  %".114" = getelementptr i8, ptr %".110", i64 0
  %".115" = load ptr, ptr %".114"
  store ptr %".115", ptr %".108"
  call void @"free"(ptr %".110")
  br label %"frames.loop.1"
frames.done.1:
  ret i32 0
}

declare void @"llvm.memcpy.p0.p0.i64"(ptr %".1", ptr %".2", i64 %".3", i1 %".4")

declare void @"free"(ptr %".1")

declare void @"__zk_schedule"(ptr %".1", ptr %".2", ptr %".3", ptr %".4")

!0 = !{  }
!1 = !{ i32 1, i32 1025 }
!2 = !{ i64 16 }
!3 = !{ i32 1, i32 65 }
!4 = !{ i32 1, i32 -2147483648 }
!5 = !{ i32 1, i32 65536 }