// gpudeskctl: advise gpu | buy-vs-rent | package.
#include "cli/advisecommands.h"

#include <QCoreApplication>

#include "core/billing/buyvsrent.h"
#include "core/billing/gpuadvisor.h"
#include "core/billing/packageadvisor.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

QList<CtlCommand> AdviseCommands::table()
{
    return {
        {.path = {u"advise"_s, u"gpu"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "which card fits the task, cheapest first")),
         .options = {u"task"_s, u"params"_s, u"precision"_s, u"context"_s, u"batch"_s},
         .needs = Needs::LoginIfAny,
         .printsData = true,
         .run = &CtlGroup::run<AdviseCommands, &AdviseCommands::gpu>},
        {.path = {u"advise"_s, u"buy-vs-rent"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "whether renting beats buying a card")),
         .options = {u"rig"_s, u"rent"_s, u"hours"_s, u"years"_s, u"depreciation"_s, u"watts"_s, u"kwh"_s},
         .needs = Needs::Nothing,
         .printsData = true,
         .run = &CtlGroup::run<AdviseCommands, &AdviseCommands::buyVsRent>},
        {.path = {u"advise"_s, u"package"_s},
         .summary = QString::fromUtf8(
             QT_TRANSLATE_NOOP("CtlHelp", "whether a daily or weekly package pays for the hours you expect")),
         .options = {u"rate"_s, u"period"_s, u"busy-hours"_s, u"discount"_s},
         .needs = Needs::LoginIfAny,
         .printsData = true,
         .run = &CtlGroup::run<AdviseCommands, &AdviseCommands::package>},
    };
}

CtlExit AdviseCommands::gpu(const QStringList &)
{
    static const QHash<QString, GpuAdvisor::Task> tasks{{u"preprocess"_s, GpuAdvisor::Task::Preprocessing},
                                                        {u"inference"_s, GpuAdvisor::Task::Inference},
                                                        {u"lora"_s, GpuAdvisor::Task::ParameterEfficientTuning},
                                                        {u"full"_s, GpuAdvisor::Task::FullFineTuning},
                                                        {u"serving"_s, GpuAdvisor::Task::Serving}};
    static const QHash<QString, GpuAdvisor::Precision> precisions{{u"fp32"_s, GpuAdvisor::Precision::Fp32},
                                                                  {u"fp16"_s, GpuAdvisor::Precision::Fp16},
                                                                  {u"bf16"_s, GpuAdvisor::Precision::Bf16},
                                                                  {u"int8"_s, GpuAdvisor::Precision::Int8},
                                                                  {u"int4"_s, GpuAdvisor::Precision::Int4}};
    const QString taskName = m_ctx.value(u"task"_s);
    if (!tasks.contains(taskName))
        return m_ctx.usage(
            QT_TRANSLATE_NOOP("CtlHelp", "advise gpu needs --task preprocess, inference, lora, full or serving"));
    const GpuAdvisor::Task task = tasks.value(taskName);
    const GpuAdvisor::TaskNeeds needs = GpuAdvisor::needs(task);
    std::optional<double> neededGb;
    QJsonObject estimateJson;
    if (m_ctx.isSet(u"params"_s)) {
        bool ok = false;
        GpuAdvisor::Model model;
        model.billionParameters = m_ctx.value(u"params"_s).toDouble(&ok);
        if (!ok || model.billionParameters <= 0 || model.billionParameters > 10000)
            return m_ctx.usage(
                QT_TRANSLATE_NOOP("CtlHelp", "--params takes the model size in billions of parameters, like 7"));
        const QString precision = m_ctx.value(u"precision"_s).isEmpty() ? u"fp16"_s : m_ctx.value(u"precision"_s);
        if (!precisions.contains(precision))
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--precision is fp32, fp16, bf16, int8 or int4"));
        model.precision = precisions.value(precision);
        if (m_ctx.isSet(u"context"_s)) {
            const auto c = m_ctx.intOption(u"context"_s, 1, 1 << 20);
            if (!c)
                return c.exit();
            model.contextTokens = *c;
        }
        if (m_ctx.isSet(u"batch"_s)) {
            const auto b = m_ctx.intOption(u"batch"_s, 1, 4096);
            if (!b)
                return b.exit();
            model.batch = *b;
        }
        const GpuAdvisor::Estimate e = GpuAdvisor::estimate(task, model);
        neededGb = e.total();
        estimateJson = QJsonObject{{u"weights_gb"_s, e.weights},
                                   {u"kv_cache_gb"_s, e.kvCache},
                                   {u"activations_gb"_s, e.activations},
                                   {u"optimizer_gb"_s, e.gradientsAndOptimizer},
                                   {u"runtime_gb"_s, e.runtime},
                                   {u"headroom_gb"_s, e.headroom},
                                   {u"total_gb"_s, e.total()}};
        if (!m_ctx.json())
            m_out << "memory: "
                  << QCoreApplication::translate(
                         "Ctl",
                         "%1 GB (weights %2, KV cache %3, activations %4, optimizer %5, runtime %6, headroom %7)")
                         .arg(e.total(), 0, 'f', 1)
                         .arg(e.weights, 0, 'f', 1)
                         .arg(e.kvCache, 0, 'f', 1)
                         .arg(e.activations, 0, 'f', 1)
                         .arg(e.gradientsAndOptimizer, 0, 'f', 1)
                         .arg(e.runtime, 0, 'f', 1)
                         .arg(e.headroom, 0, 'f', 1)
                  << '\n';
    }
    if (!m_ctx.json())
        m_out << "advice: " << needs.advice << '\n';
    QJsonArray cards;
    if (neededGb) {
        const auto types = awaitAnswer<QList<GpuType>>(
            [&](QObject *c, Platform::Done<QList<GpuType>> done) { m_ctx.platform().gpuTypes(c, std::move(done)); });
        if (types.ok()) {
            for (const GpuAdvisor::CardFit &fit : GpuAdvisor::rank(types.value(), *neededGb, task)) {
                cards.append(QJsonObject{{u"gpu_type"_s, fit.card.id},
                                         {u"gpus"_s, fit.gpus},
                                         {u"fits"_s, fit.fits},
                                         {u"price_cents_per_hour"_s, fit.pricePerHour.cents()},
                                         {u"reason"_s, fit.reason}});
                if (!m_ctx.json())
                    m_out << (fit.fits ? "  fits  " : "  needs ") << fit.gpus << " × " << fit.card.id << "  "
                          << m_ctx.money(fit.pricePerHour) << "/h  " << fit.reason << '\n';
            }
        } else if (!m_ctx.json()) {
            m_out << QCoreApplication::translate("Ctl", "(log in to see which of the platform's cards fit: %1)")
                         .arg(types.error().sentence())
                  << '\n';
        }
    }
    if (m_ctx.json())
        m_ctx.printJson(QJsonObject{{u"task"_s, taskName},
                                    {u"min_gb"_s, needs.minGb},
                                    {u"max_gb"_s, needs.maxGb ? QJsonValue(*needs.maxGb) : QJsonValue()},
                                    {u"interconnect_matters"_s, needs.interconnectMatters},
                                    {u"bandwidth_matters"_s, needs.bandwidthMatters},
                                    {u"advice"_s, needs.advice},
                                    {u"estimate"_s, estimateJson.isEmpty() ? QJsonValue() : QJsonValue(estimateJson)},
                                    {u"cards"_s, cards}});
    return Ok;
}

CtlExit AdviseCommands::buyVsRent(const QStringList &)
{
    for (const char *required : {"rig", "rent", "hours"}) {
        if (!m_ctx.isSet(QString::fromLatin1(required)))
            return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "advise buy-vs-rent needs --rig, --rent and --hours"));
    }
    BuyVsRent::Input in;
    const CtlGot<Money> rig = m_ctx.moneyOption(u"rig"_s);
    if (!rig)
        return rig.exit();
    const CtlGot<Money> rent = m_ctx.moneyOption(u"rent"_s);
    if (!rent)
        return rent.exit();
    const CtlGot<int> hours = m_ctx.intOption(u"hours"_s, 0, 8784);
    if (!hours)
        return hours.exit();
    in.rigPrice = *rig;
    in.rentPerHour = *rent;
    in.hoursPerYear = *hours;
    if (m_ctx.isSet(u"years"_s)) {
        const auto v = m_ctx.intOption(u"years"_s, 1, 20);
        if (!v)
            return v.exit();
        in.years = *v;
    }
    if (m_ctx.isSet(u"depreciation"_s)) {
        const auto v = m_ctx.intOption(u"depreciation"_s, 0, 100);
        if (!v)
            return v.exit();
        in.depreciationPercent = *v;
    }
    if (m_ctx.isSet(u"watts"_s) != m_ctx.isSet(u"kwh"_s))
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "--watts and --kwh go together"));
    if (m_ctx.isSet(u"watts"_s)) {
        const CtlGot<int> w = m_ctx.intOption(u"watts"_s, 0, 100000);
        if (!w)
            return w.exit();
        const CtlGot<Money> kwh = m_ctx.moneyOption(u"kwh"_s);
        if (!kwh)
            return kwh.exit();
        in.powerWatts = *w;
        in.electricityPerKwh = *kwh;
    }
    in.currency = m_ctx.currency();
    const BuyVsRent::Result r = BuyVsRent::compare(in);
    if (m_ctx.json())
        m_ctx.printJson(QJsonObject{{u"own_cents"_s, r.ownCost.cents()},
                                    {u"rent_cents"_s, r.rentCost.cents()},
                                    {u"break_even_hours_per_year"_s,
                                     r.breakEvenHoursPerYear ? QJsonValue(*r.breakEvenHoursPerYear) : QJsonValue()},
                                    {u"verdict"_s, r.rent ? u"rent"_s : u"buy"_s},
                                    {u"explanation"_s, r.verdict}});
    else
        m_out << r.verdict << '\n';
    return Ok;
}

CtlExit AdviseCommands::package(const QStringList &)
{
    const QString period = m_ctx.value(u"period"_s);
    if (period != u"daily"_s && period != u"weekly"_s)
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "advise package needs --period daily or weekly"));
    if (!m_ctx.isSet(u"rate"_s) || !m_ctx.isSet(u"busy-hours"_s))
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "advise package needs --rate and --busy-hours"));
    const int hours = period == u"daily"_s ? 24 : 168;
    const CtlGot<Money> rate = m_ctx.moneyOption(u"rate"_s);
    if (!rate)
        return rate.exit();
    const CtlGot<int> busy = m_ctx.intOption(u"busy-hours"_s, 0, hours);
    if (!busy)
        return busy.exit();
    Discount discount;
    if (m_ctx.isSet(u"discount"_s)) {
        const auto fraction
            = m_ctx.fractionOption(u"discount"_s, false, u"the package's fraction of the on-demand price, like 0.75"_s);
        if (!fraction)
            return fraction.exit();
        discount = Discount::fromFraction(*fraction);
    } else {
        PriceList *prices = m_ctx.need<PriceList>();
        if (!prices)
            return Failed;
        const auto pricing = awaitAnswer<Pricing>(
            [&](QObject *c, Platform::Done<Pricing> done) { prices->pricing(c, std::move(done)); });
        if (!pricing.ok())
            return m_ctx.failed(
                pricing.error(),
                QT_TRANSLATE_NOOP("CtlHelp", "reading the platform's package discount (or give --discount)"));
        discount = period == u"daily"_s ? pricing.value().packageDailyDiscount : pricing.value().packageWeeklyDiscount;
    }
    const Money price = PackageAdvisor::packagePrice(*rate, 1, hours, discount);
    const PackageAdvisor::Result r = PackageAdvisor::compare({*rate, price, hours, *busy, m_ctx.currency()});
    if (m_ctx.json())
        m_ctx.printJson(QJsonObject{{u"on_demand_cents"_s, r.onDemandCost.cents()},
                                    {u"package_cents"_s, r.packageCost.cents()},
                                    {u"package_pays"_s, r.packagePays},
                                    {u"break_even_busy_percent"_s, r.breakEvenBusyPercent},
                                    {u"explanation"_s, r.verdict}});
    else
        m_out << r.verdict << '\n';
    return Ok;
}
