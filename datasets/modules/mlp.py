"""A three-layer MLP with ReLU (KernelBench level-3 form, family MLP): three
extern matrix products (cuBLAS mm) with a generated pointwise kernel (bias +
ReLU, in place) after the first two and a bias kernel after the last."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, hidden, out_features):
        super().__init__()
        layers = []
        width = in_features
        for h in hidden:
            layers += [nn.Linear(width, h), nn.ReLU()]
            width = h
        layers.append(nn.Linear(width, out_features))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)


def get_inputs():
    return [torch.randn(32768, 1024)]


def get_init_inputs():
    return [1024, [512, 512], 256]
