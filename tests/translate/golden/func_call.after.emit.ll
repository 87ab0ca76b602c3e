; emit on call_func
define internal void @"__zk_thread_call_func"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6") alwaysinline
{
entry:
  %"rv" = alloca [4 x i8], align 16
  %"a1" = alloca [4 x i8], align 16
  %"a0" = alloca [4 x i8], align 16
  %"rd3" = alloca i64
  %"rd2" = alloca i64
  %"rd1" = alloca i64
  %"rd0" = alloca i64
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
  %".30" = bitcast float %".29" to i32
  store i32 %".30", ptr %"a0", align 4
  %".32" = load i32, i32* %"f1"
  %".33" = bitcast i32 %".32" to float
  %".34" = bitcast float %".33" to i32
  store i32 %".34", ptr %"a1", align 4
  call void @"__zk_func_square_plus"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %"rv", ptr %"a0", ptr %"a1")
  %".37" = load i32, ptr %"rv", align 4
  store i32 %".37", i32* %"f2"
  %".39" = load i64, i64* %"rd2"
  %".40" = load i64, i64* %"rd1"
  %".41" = inttoptr i64 %".40" to ptr
  %".42" = getelementptr i8, ptr %".41", i64 %".39"
  %".43" = load i32, i32* %"f2"
  %".44" = bitcast i32 %".43" to float
  %".45" = bitcast float %".44" to i32
  store i32 %".45", ptr %".42", align 4
  ret void
}

; emit on square_plus
define internal void @"__zk_func_square_plus"(ptr %".1", ptr %".2", ptr %".3", i32 %".4", i32 %".5", i32 %".6", ptr %".7", ptr %".8", ptr %".9")
{
entry:
  %"f3" = alloca i32
  %"f2" = alloca i32
  %"f1" = alloca i32
  %"f0" = alloca i32
  br label %"body"
body:
  %".11" = load i32, ptr %".8", align 4
  store i32 %".11", i32* %"f1"
  %".13" = load i32, ptr %".9", align 4
  store i32 %".13", i32* %"f2"
  %".15" = load i32, i32* %"f1"
  %".16" = bitcast i32 %".15" to float
  %".17" = load i32, i32* %"f1"
  %".18" = bitcast i32 %".17" to float
  %".19" = load i32, i32* %"f2"
  %".20" = bitcast i32 %".19" to float
  %".21" = call float @"llvm.fma.f32"(float %".16", float %".18", float %".20")
  %".22" = bitcast float %".21" to i32
  store i32 %".22", i32* %"f3"
  %".24" = load i32, i32* %"f3"
  %".25" = bitcast i32 %".24" to float
  %".26" = fcmp uno float %".25", %".25"
  %".27" = bitcast float bitcast (i32 2147483647 to float) to i32
  %".28" = bitcast float %".25" to i32
  %".29" = select  i1 %".26", i32 %".27", i32 %".28"
  %".30" = bitcast i32 %".29" to float
  %".31" = bitcast float %".30" to i32
  store i32 %".31", ptr %".7", align 4
  ret void
}
