#pragma once

#include <QString>
#include <QStringView>

#include <optional>

/// Where an account's real-name verification stands: never asked, being reviewed, approved or
/// rejected. The database keeps and the wire carries its word; the reviewer's decision is kept as
/// one too while the review is pending.
enum class Verification : quint8 { None, Pending, Approved, Rejected };

namespace Verifications {

QString wire(Verification state); ///< "none", "pending", "approved", "rejected"
std::optional<Verification> parse(QStringView text);

} // namespace Verifications
