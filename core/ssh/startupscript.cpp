#include "core/ssh/startupscript.h"

using namespace Qt::StringLiterals;

QString StartupScript::defaultFor(const QString &dataMount)
{
    const QString data = dataMount.isEmpty() ? u"$HOME"_s : dataMount;
    return uR"GPUDESK(#!/bin/bash
# Runs at every boot of this instance, as you; its output goes to ~/.gpudesk/startup.log.
DATA="%1"

# Caches on the data disk, so downloads of models and packages do not fill the system disk.
mkdir -p ~/.gpudesk "$DATA/.cache/huggingface" "$DATA/.cache/torch" "$DATA/.cache/pip"
cat > ~/.gpudesk/env.sh <<ENV
# Written by the gpudesk startup script at every boot: edit the script, not this file.
export HF_HOME="$DATA/.cache/huggingface"
export TORCH_HOME="$DATA/.cache/torch"
export PIP_CACHE_DIR="$DATA/.cache/pip"
export PYTHONPATH="$DATA\${PYTHONPATH:+:\$PYTHONPATH}"
# A package mirror close to the instance makes pip much faster, for example:
# export PIP_INDEX_URL=https://pypi.tuna.tsinghua.edu.cn/simple
ENV

# Read by login shells (~/.profile) and, at its very top, by ~/.bashrc: Debian's .bashrc stops
# early for non-interactive shells such as `ssh gpu-... cmd` and VS Code.
line='[ -f ~/.gpudesk/env.sh ] && . ~/.gpudesk/env.sh'
grep -qxF "$line" ~/.profile 2>/dev/null || echo "$line" >> ~/.profile
if [ "$(head -n 1 ~/.bashrc 2>/dev/null)" != "$line" ]; then
    { echo "$line"; grep -vxF "$line" ~/.bashrc 2>/dev/null; } > ~/.bashrc.gpudesk && mv ~/.bashrc.gpudesk ~/.bashrc
fi
. ~/.gpudesk/env.sh

# The project's requirements, when the data disk has them.
if [ -f "$DATA/requirements.txt" ] && command -v pip >/dev/null; then
    pip install -q -r "$DATA/requirements.txt"
fi
)GPUDESK"_s.arg(data);
}
