#include "ui/create/createchoices.h"

#include "core/create/specrules.h"
#include "ui/create/createdraft.h"

#include <QSettings>

using namespace Qt::StringLiterals;

namespace CreateChoices {

void remember(const QString &settingsFile, const CreateDraft &draft)
{
    if (settingsFile.isEmpty())
        return;
    QSettings s(settingsFile, QSettings::IniFormat);
    s.beginGroup(u"create"_s);
    const InstanceSpec &spec = draft.spec;
    s.setValue(u"region"_s, spec.region);
    s.setValue(u"gpu_type"_s, spec.gpuType);
    s.setValue(u"gpu_count"_s, draft.gpuCount());
    s.setValue(u"image"_s, spec.image);
    s.setValue(u"billing_mode"_s, wireText(spec.billingMode.value_or(BillingMode::OnDemand)));
    s.setValue(u"system_disk_gb"_s, spec.systemDiskGb.value_or(0));
    // A volume is not remembered (it may be attached elsewhere by next time), and must not come back
    // as "no data disk": the next wizard then offers its default new disk.
    if (draft.newDataDisk)
        s.setValue(u"data_disk_gb"_s, spec.dataDiskGb.value_or(0));
    else
        s.remove(u"data_disk_gb"_s);
    QStringList ports;
    for (int p : spec.ports.value_or(QList<int>()))
        ports << QString::number(p);
    s.setValue(u"ports"_s, ports.join(u' '));
    s.setValue(u"start_mode"_s, wireText(spec.startMode.value_or(InstanceMode::NoGpu)));
    s.setValue(u"expected_hours"_s, draft.expectedHours);
    if (spec.timeLimitMinutes)
        s.setValue(u"time_limit_minutes"_s, *spec.timeLimitMinutes);
    s.endGroup();
}

void recall(const QString &settingsFile, CreateDraft &draft)
{
    if (settingsFile.isEmpty())
        return;
    QSettings s(settingsFile, QSettings::IniFormat);
    s.beginGroup(u"create"_s);
    InstanceSpec &spec = draft.spec;
    const CreateOptions &o = draft.options;
    // Each value only when it still makes sense here: a region or card the platform dropped, or a
    // number a hand-edited file broke, is left to the page's own default.
    if (const QString region = s.value(u"region"_s).toString(); o.region(region))
        spec.region = region;
    if (const QString card = s.value(u"gpu_type"_s).toString(); o.gpuType(card))
        spec.gpuType = card;
    if (const int count = s.value(u"gpu_count"_s).toInt(); SpecRules::gpuCountProblem(count).isEmpty())
        spec.gpuCount = count;
    if (const QString image = s.value(u"image"_s).toString(); o.image(image))
        spec.image = image;
    if (const auto mode = fromWireText<BillingMode>(s.value(u"billing_mode"_s).toString());
        mode != BillingMode::Unknown)
        spec.billingMode = mode;
    if (const int gb = s.value(u"system_disk_gb"_s).toInt(); SpecRules::systemDiskProblem(gb, nullptr).isEmpty())
        spec.systemDiskGb = gb;
    if (const int gb = s.value(u"data_disk_gb"_s, -1).toInt(); gb >= 0 && SpecRules::dataDiskProblem(gb).isEmpty())
        spec.dataDiskGb = gb;
    QString problem;
    if (const QList<int> ports = SpecRules::parsePorts(s.value(u"ports"_s).toString(), &problem); problem.isEmpty())
        spec.ports = ports;
    if (const auto mode = fromWireText<InstanceMode>(s.value(u"start_mode"_s).toString());
        mode != InstanceMode::Unknown)
        spec.startMode = mode;
    if (const int hours = s.value(u"expected_hours"_s).toInt(); hours >= 1 && hours <= 24 * 30)
        draft.expectedHours = hours;
    if (const int minutes = s.value(u"time_limit_minutes"_s).toInt(); minutes > 0)
        draft.spec.timeLimitMinutes = minutes;
    s.endGroup();
}

} // namespace CreateChoices
