"""A small two-level U-Net (KernelBench level-3 form, family
U-Net/NetVLAD/SSM): a double conv3x3-BN-ReLU encoder, 2x2 max pooling, a
double conv at half resolution, a 1x1 conv, nearest-neighbour upsampling
(not a transposed convolution, which kopt does not run), concatenation with
the skip connection, a double conv decoder and a 1x1 output conv.  Every
convolution is an extern call (cuDNN); Inductor generates the BN + ReLU
kernels, the pooling, the upsample-and-concatenate copies and the biases.
BatchNorm eps = 1e-3 because kopt draws running_var from uniform(0, max)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


def double_conv(c_in, c_out):
    return nn.Sequential(
        nn.Conv2d(c_in, c_out, 3, padding=1, bias=False),
        nn.BatchNorm2d(c_out, eps=1e-3),
        nn.ReLU(),
        nn.Conv2d(c_out, c_out, 3, padding=1, bias=False),
        nn.BatchNorm2d(c_out, eps=1e-3),
        nn.ReLU(),
    )


class Model(nn.Module):
    def __init__(self, in_channels, base, out_channels):
        super().__init__()
        self.enc = double_conv(in_channels, base)
        self.mid = double_conv(base, 2 * base)
        self.reduce = nn.Conv2d(2 * base, base, 1)
        self.dec = double_conv(2 * base, base)
        self.head = nn.Conv2d(base, out_channels, 1)

    def forward(self, x):
        skip = self.enc(x)
        y = self.mid(F.max_pool2d(skip, 2))
        y = F.interpolate(self.reduce(y), scale_factor=2, mode="nearest")
        y = self.dec(torch.cat([skip, y], dim=1))
        return self.head(y)


def get_inputs():
    return [torch.randn(32, 4, 256, 256)]


def get_init_inputs():
    return [4, 8, 8]
