"""Huber loss (quadratic below delta, linear above), mean reduction
(KernelBench form): one generated split reduction over a select between the
two branches, no extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, delta):
        super().__init__()
        self.delta = delta

    def forward(self, predictions, targets):
        return F.huber_loss(predictions, targets, delta=self.delta)


def get_inputs():
    return [torch.randn(8192, 4096), torch.randn(8192, 4096)]


def get_init_inputs():
    return [1.0]
