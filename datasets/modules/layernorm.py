"""LayerNorm over the last dimension with an affine weight and bias
(KernelBench form): Inductor decomposes native_layer_norm into one generated
reduction kernel (Welford mean and variance per row, then the normalisation),
no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.ln = nn.LayerNorm(features)

    def forward(self, x):
        return self.ln(x)


def get_inputs():
    return [torch.randn(8192, 4096)]


def get_init_inputs():
    return [4096]
