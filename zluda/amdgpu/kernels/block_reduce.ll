; Per-block sum of n floats through LDS (workgroup shared memory) with barriers:
; out[block] = sum(in[block*256 .. block*256+255]), a tree reduction.
target triple = "amdgcn-amd-amdhsa"

@partial = internal addrspace(3) global [256 x float] undef, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @block_reduce(ptr addrspace(1) %in, ptr addrspace(1) %out,
                                        i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 256
  %i = add i32 %base, %tid
  %inside = icmp slt i32 %i, %n
  %idx = sext i32 %i to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %idx
  br i1 %inside, label %load, label %zero
load:
  %v = load float, ptr addrspace(1) %p, align 4
  br label %stash
zero:
  br label %stash
stash:
  %x = phi float [ %v, %load ], [ 0.0, %zero ]
  %tid64 = zext i32 %tid to i64
  %slot = getelementptr [256 x float], ptr addrspace(3) @partial, i64 0, i64 %tid64
  store float %x, ptr addrspace(3) %slot, align 4
  br label %loop
loop:
  %stride = phi i32 [ 128, %stash ], [ %next, %step ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %active = icmp ult i32 %tid, %stride
  br i1 %active, label %add, label %step
add:
  %other = add i32 %tid, %stride
  %other64 = zext i32 %other to i64
  %po = getelementptr [256 x float], ptr addrspace(3) @partial, i64 0, i64 %other64
  %a = load float, ptr addrspace(3) %slot, align 4
  %b = load float, ptr addrspace(3) %po, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(3) %slot, align 4
  br label %step
step:
  %next = lshr i32 %stride, 1
  %more = icmp ne i32 %next, 0
  br i1 %more, label %loop, label %finish
finish:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %write, label %exit
write:
  %r = load float, ptr addrspace(3) %slot, align 4
  %gid64 = zext i32 %gid to i64
  %po2 = getelementptr float, ptr addrspace(1) %out, i64 %gid64
  store float %r, ptr addrspace(1) %po2, align 4
  br label %exit
exit:
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
