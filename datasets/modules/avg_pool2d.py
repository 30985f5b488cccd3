"""2-D average pooling, kernel 3 stride 2 padding 1 (KernelBench form):
Inductor lowers avg_pool2d with a small window to one generated kernel (the
9-element window unrolled, padding counted), no extern call."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.pool = nn.AvgPool2d(kernel_size, stride, padding)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(16, 64, 256, 256)]


def get_init_inputs():
    return [3, 2, 1]
