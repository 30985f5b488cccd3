"""GPU-test module (KernelBench form): scaled-dot-product attention on
contiguous q, k and v, which Inductor leaves as an ATen fallback
(_scaled_dot_product_efficient_attention) that kopt runs through cuBLAS and
cuDNN; batch and heads fold into one strided batch of GEMMs."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v) * 2.0


def get_inputs():
    return [torch.randn(4, 8, 256, 64) for _ in range(3)]


def get_init_inputs():
    return []
