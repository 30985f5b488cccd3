"""GPU-test module (KernelBench form): scaled-dot-product attention, which
Inductor leaves as an ATen fallback (_scaled_dot_product_efficient_attention
or its flash variant) that kopt cannot run; the importer must refuse it,
naming the call."""
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
