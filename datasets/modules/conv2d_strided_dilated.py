"""2-D convolution, 3x3, stride 2, dilation 2, padding 2, no bias (KernelBench
form): one extern convolution (cuDNN), no generated kernel."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, dilation):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, stride=stride,
                              padding=dilation * (kernel_size - 1) // 2, dilation=dilation,
                              bias=False)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(16, 32, 256, 256)]


def get_init_inputs():
    return [32, 64, 3, 2, 2]
