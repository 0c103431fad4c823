#!/usr/bin/env bash
# gpudeskctl's completion scripts, run in the shells they are for: commands, a group's subcommands,
# a command's options, and instance names from the last listing (a names file written as gpudeskctl
# writes it). bash always; zsh and fish where installed (scripts/setup installs both).
set -u
bin=${1:?usage: completion-test.sh GPUDESKCTL}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
export XDG_CACHE_HOME="$work/cache"
mkdir -p "$XDG_CACHE_HOME/gpudesk"
printf 'lora run\nlora-run\ngpu-lora-run\nbert\n' >"$XDG_CACHE_HOME/gpudesk/instance-names"

expect() { # what, expected word, actual words (one per line)
  if ! grep -qxF -- "$2" <<<"$3"; then
    echo "$1: '$2' not offered; got:"; sed 's/^/    /' <<<"$3"; fail=1
  fi
}
refuse() {
  if grep -qxF -- "$2" <<<"$3"; then echo "$1: '$2' offered but should not be"; fail=1; fi
}

# bash: the function as `complete -F` calls it.
"$bin" completion bash >"$work/gpudeskctl.bash" || { echo "completion bash failed"; exit 1; }
bash -n "$work/gpudeskctl.bash" || { echo "the bash script does not parse"; fail=1; }
bash_complete() { # words…; the last is the one being completed
  bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _gpudeskctl
           printf "%s\n" "${COMPREPLY[@]}"' _ "$work/gpudeskctl.bash" gpudeskctl "$@"
}
got=$(bash_complete st); expect "bash: st" start "$got"; expect "bash: st" stop "$got"; refuse "bash: st" ls "$got"
got=$(bash_complete volumes ''); expect "bash: volumes" create "$got"; expect "bash: volumes" rm "$got"
got=$(bash_complete start --); expect "bash: start --" --no-gpu "$got"; refuse "bash: start --" --region "$got"; expect "bash: start --" --gpu "$got"
got=$(bash_complete start ''); expect "bash: start INSTANCE" "lora run" "$got"; expect "bash: start INSTANCE" gpu-lora-run "$got"
got=$(bash_complete --platform sandbox upload b); expect "bash: upload INSTANCE" bert "$got"
got=$(bash_complete billing ledger --m); expect "bash: billing ledger --m" --month "$got"

# zsh: the function with compadd and _files standing in for the completion system's.
if command -v zsh >/dev/null; then
  "$bin" completion zsh >"$work/_gpudeskctl" || { echo "completion zsh failed"; exit 1; }
  zsh -n "$work/_gpudeskctl" || { echo "the zsh script does not parse"; fail=1; }
  zsh_complete() {
    zsh -c 'compdef() { :; }; compadd() { [[ $1 == -- ]] && shift; print -l -- "$@"; }; _files() { print -- FILES; }
            source "$1"; shift; words=(gpudeskctl "$@"); CURRENT=${#words}; PREFIX=${words[CURRENT]}
            _gpudeskctl' _ "$work/_gpudeskctl" "$@" | grep -F -- "${*: -1}"
  }
  got=$(zsh_complete st); expect "zsh: st" start "$got"; expect "zsh: st" stop "$got"
  got=$(zsh_complete volumes ''); expect "zsh: volumes" create "$got"
  got=$(zsh_complete start --); expect "zsh: start --" --no-gpu "$got"; refuse "zsh: start --" --region "$got"; expect "zsh: start --" --gpu "$got"
  got=$(zsh_complete start ''); expect "zsh: start INSTANCE" "lora run" "$got"
else
  echo "zsh not installed: its completion not tried (scripts/setup installs it)"; fail=1
fi

# fish: its own completer, asked as a Tab would ask it.
if command -v fish >/dev/null; then
  "$bin" completion fish >"$work/gpudeskctl.fish" || { echo "completion fish failed"; exit 1; }
  fish -n "$work/gpudeskctl.fish" || { echo "the fish script does not parse"; fail=1; }
  fish_complete() { fish -c "source '$work/gpudeskctl.fish'; complete -C '$1'" | cut -f1; }
  got=$(fish_complete 'gpudeskctl st'); expect "fish: st" start "$got"; expect "fish: st" stop "$got"
  got=$(fish_complete 'gpudeskctl volumes '); expect "fish: volumes" create "$got"
  got=$(fish_complete 'gpudeskctl start --'); expect "fish: start --" --no-gpu "$got"; refuse "fish: start --" --region "$got"; expect "fish: start --" --gpu "$got"
  got=$(fish_complete 'gpudeskctl start '); expect "fish: start INSTANCE" "lora run" "$got"
else
  echo "fish not installed: its completion not tried (scripts/setup installs it)"; fail=1
fi
[ $fail -eq 0 ] && echo "completions ok"
exit $fail
