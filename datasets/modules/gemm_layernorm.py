"""Linear layer then LayerNorm over its output features (KernelBench level-2
form): an extern mm (cuBLAS), then one generated reduction kernel that adds
the linear bias and normalises each row."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.ln = nn.LayerNorm(out_features)

    def forward(self, x):
        return self.ln(self.linear(x))


def get_inputs():
    return [torch.randn(8192, 2048)]


def get_init_inputs():
    return [2048, 2048]
