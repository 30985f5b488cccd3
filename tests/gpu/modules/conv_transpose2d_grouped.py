"""GPU-test module (KernelBench form): a grouped, dilated, padded 2-D
transposed convolution with bias (groups 2, dilation 2, padding 1, stride 2,
output_padding 1; weight [C_in, C_out/groups, 3, 3] = [32, 24, 3, 3]), then a
scale.  Output side (40 - 1) * 2 - 2 * 1 + 2 * (3 - 1) + 1 + 1 = 82."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose2d(32, 48, 3, stride=2, padding=1, output_padding=1,
                                       groups=2, dilation=2, bias=True)

    def forward(self, x):
        return self.conv(x) * 0.5


def get_inputs():
    return [torch.randn(4, 32, 40, 40)]


def get_init_inputs():
    return []
