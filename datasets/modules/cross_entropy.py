"""Cross-entropy of logits against int64 class targets, mean over the batch
(KernelBench form): Inductor decomposes log_softmax + nll_loss into generated
kernels (a per-row log-sum-exp reduction with the target gathered, then a
mean), no extern call.  The targets come from randint, which kopt reproduces
from their observed range."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, targets):
        return F.cross_entropy(logits, targets)


def get_inputs():
    return [torch.randn(65536, 1000), torch.randint(0, 1000, (65536,))]


def get_init_inputs():
    return []
