"""GPU-test module (KernelBench form): a plain linear layer with bias and
nothing after it.  Under no_grad Inductor has no pointwise kernel to fuse the
bias into, so it calls extern_kernels.addmm with the 1-D bias (default mode)
or extern_kernels.bias_addmm (max-autotune, when ATen wins the tuning), and
ATen runs cuBLASLt's bias epilogue."""
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, fin, fout):
        super().__init__()
        self.linear = nn.Linear(fin, fout)

    def forward(self, x):
        return self.linear(x)


def get_inputs():
    import torch
    return [torch.randn(4096, 2048)]


def get_init_inputs():
    return [2048, 3072]
