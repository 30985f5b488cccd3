"""GPU-test module (KernelBench form): a 3-D average pooling, which Inductor
leaves as an ATen fallback (torch.ops.aten.avg_pool3d) that kopt runs through
cuDNN's average pooling, then a pointwise kernel."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool3d(3, stride=2)

    def forward(self, x):
        return self.pool(x) * 2.0


def get_inputs():
    return [torch.randn(4, 8, 32, 32, 32)]


def get_init_inputs():
    return []
