#include "core/model/lifecycle.h"

#include <array>

namespace {

struct Row
{
    InstanceState state;
    bool start; ///< with or without the GPU
    bool stop;
    bool release;
    bool rename;
    bool saveImage;
    bool billing;
    bool transition;
};

// clang-format off
constexpr std::array<Row, 9> kTable{{
    //  state                     start  stop   release rename saveImg billing transition
    {InstanceState::Creating,     false, false, true,   true,  false,  false,  true},
    {InstanceState::Starting,     false, true,  true,   true,  false,  false,  true},
    {InstanceState::Running,      false, true,  true,   true,  false,  true,   false},
    {InstanceState::Stopping,     false, false, true,   true,  false,  false,  true},
    {InstanceState::Stopped,      true,  false, true,   true,  true,   false,  false},
    {InstanceState::Releasing,    false, false, false,  false, false,  false,  true},
    {InstanceState::Released,     false, false, false,  false, false,  false,  false},
    {InstanceState::Failed,       true,  false, true,   true,  false,  false,  false},
    {InstanceState::Unknown,      false, false, false,  false, false,  false,  false},
}};
// clang-format on

const Row &row(InstanceState state)
{
    for (const Row &r : kTable) {
        if (r.state == state)
            return r;
    }
    return kTable.back();
}

} // namespace

namespace Lifecycle {

bool canStart(InstanceState state)
{
    return row(state).start;
}

bool canStartWithoutGpu(InstanceState state)
{
    return row(state).start;
}

bool canStop(InstanceState state)
{
    return row(state).stop;
}

bool canRelease(InstanceState state)
{
    return row(state).release;
}

bool canRename(InstanceState state)
{
    return row(state).rename;
}

bool canSaveImage(InstanceState state)
{
    return row(state).saveImage;
}

bool isBilling(InstanceState state)
{
    return row(state).billing;
}

bool inTransition(InstanceState state)
{
    return row(state).transition;
}

bool mayBecome(InstanceState now, InstanceState wanted)
{
    if (now == wanted)
        return true;
    switch (now) {
    case InstanceState::Released:
        return false;
    case InstanceState::Stopped:
    case InstanceState::Failed:
        // Settled: only a release (asked for by someone) moves it on.
        return wanted == InstanceState::Releasing || wanted == InstanceState::Released;
    default:
        // Moving, or a state this client does not know: it may yet get there.
        return true;
    }
}

} // namespace Lifecycle
