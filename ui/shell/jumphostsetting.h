#pragma once

#include "core/model/sshhop.h"

#include <QString>

#include <functional>
#include <optional>

class Confirmer;
class SshWorkspace;
class QWidget;

/// The SSH jump host chosen on the settings page, put to use: met first (off the GUI thread), a
/// host key gpudesk has not seen shown for the user to confirm and then pinned, and only then
/// kept, so that no instance is reached through a host nobody vouched for.
namespace JumpHostSetting {

/// `said` gets the sentence for the status bar once it is done (or refused, or failed).
void apply(QWidget *parent, SshWorkspace &ssh, Confirmer &confirmer, const std::optional<SshHop> &jump,
           std::function<void(const QString &)> said);

} // namespace JumpHostSetting
