"""A Helion kernel for `helion_import.py` (README.md, "Helion kernels"):
out = x + 0.5 * y over 4M float32 elements, written with Helion's tiles.
helion_import.py compiles it for one configuration (below), records the one
Triton launch Helion makes, and writes a standalone Triton problem that
`kopt_import.py --triton` imports."""
import torch
import helion
import helion.language as hl


@helion.kernel(config=helion.Config(block_sizes=[1024], num_warps=4, num_stages=1))
def scaled_add(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(x)
    for tile in hl.tile(x.size(0)):
        out[tile] = x[tile] + 0.5 * y[tile]
    return out


def reference(x, y):
    """What the kernel computes, in PyTorch."""
    return x + 0.5 * y


KOPT_HELION = {
    "id": "H1-scaled-add",
    "level": 1,
    "category": "pointwise",
    "kernel": "scaled_add",
    "reference": "reference",
    "inputs": [
        {"name": "x", "shape": [4194304], "dtype": "float32", "init": "randn"},
        {"name": "y", "shape": [4194304], "dtype": "float32", "init": "rand"},
    ],
}
