#pragma once

#include "core/model/vocabulary.h"

/// What each instance state allows and means (DESIGN section 3: creating → starting → running ⇄
/// (stopping → stopped) → releasing → released, plus failed), in one table that the console's
/// actions and gpudeskctl both ask. A state the client does not know allows nothing: no action is
/// offered on what the console cannot read.
namespace Lifecycle {

/// Start with its GPUs (stopped, or a failed boot tried again).
bool canStart(InstanceState state);
/// Start in no-GPU mode (where the platform has one).
bool canStartWithoutGpu(InstanceState state);
/// Stop now, or schedule a stop: while it boots or runs.
bool canStop(InstanceState state);
/// Release (delete) it: anything not already going or gone.
bool canRelease(InstanceState state);
/// Rename it: as long as it exists.
bool canRename(InstanceState state);
/// Save its system disk as an image: only while stopped, when the disk is still.
bool canSaveImage(InstanceState state);
/// The platform charges for it in this state beyond storage (compute or no-GPU rate).
bool isBilling(InstanceState state);
/// The state will change by itself soon (booting, stopping, releasing).
bool inTransition(InstanceState state);
/// Whether an instance now in `now` can still reach `wanted` without anyone asking (a stopped
/// instance never starts by itself; nothing comes back from released).
bool mayBecome(InstanceState now, InstanceState wanted);

} // namespace Lifecycle
