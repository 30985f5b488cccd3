"""KL divergence between two row-wise distributions, batchmean reduction
(KernelBench form).  kopt feeds randn inputs, so both log-distributions are
computed inside forward with log_softmax (the target as log-probabilities,
log_target=True, which avoids log(0)).  Inductor generates row reductions for
the two log_softmax and a reduction of exp(t) * (t - p), no extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        log_p = F.log_softmax(predictions, dim=-1)
        log_q = F.log_softmax(targets, dim=-1)
        return F.kl_div(log_p, log_q, reduction="batchmean", log_target=True)


def get_inputs():
    return [torch.randn(16384, 2048), torch.randn(16384, 2048)]


def get_init_inputs():
    return []
