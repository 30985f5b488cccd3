"""2-D convolution, 3x3, stride 1, padding 1, with bias (KernelBench form):
Inductor emits an extern convolution (cuDNN, TF32 under torch's defaults)
without the bias, then one generated pointwise kernel that adds the bias in
place."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=kernel_size // 2)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(16, 16, 256, 256)]


def get_init_inputs():
    return [16, 32, 3]
