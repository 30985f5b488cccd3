"""Linear layer, ReLU, then a constant scale (KernelBench level-2 form): an
extern mm (cuBLAS) followed by one generated pointwise kernel that adds the
bias, applies ReLU and scales, in place on the mm output."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, scale):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.scale = scale

    def forward(self, x):
        return torch.relu(self.linear(x)) * self.scale


def get_inputs():
    return [torch.randn(8192, 2048)]


def get_init_inputs():
    return [2048, 4096, 0.5]
